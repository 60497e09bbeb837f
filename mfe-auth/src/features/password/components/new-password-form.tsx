import { notifySuccess } from '@affnet/core';
import { password, required, sameAs, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { useResetPassword } from '../api/reset-password';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

const RULES = { password: [required, password], confirm: [required, sameAs<NewPasswordValues>('password')] };

/** The new password and its confirmation for a checked reset link; on success, back to sign-in. */
export function NewPasswordForm({ link }: { link: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useValidatedForm<NewPasswordValues>({ defaultValues: { password: '', confirm: '' }, rules: RULES });
  const reset = useResetPassword(link);
  const send = async (values: NewPasswordValues) => {
    await reset.mutateAsync(values.password);
    notifySuccess(t('reset.success'));
    navigate('/login', { replace: true });
  };

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <NewPasswordFields form={form} label={t('field.newPassword')} />
      <SubmitButton label={t('reset.submit')} sendingLabel={t('reset.sending')} sending={form.sending} />
    </form>
  );
}
