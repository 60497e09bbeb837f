import { notifySuccess } from '@affnet/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { SubmitButton } from '../../../components/submit-button';
import { type FieldRules, useForm } from '../../../hooks/use-form';
import { useSubmit } from '../../../hooks/use-submit';
import { password, required, sameAs } from '../../../lib/validation-rules';
import { useResetPassword } from '../api/reset-password';

type PasswordField = 'password' | 'confirm';

const RULES: FieldRules<PasswordField> = {
  password: [required, password],
  confirm: [required, sameAs('password')],
};

/** The new password and its confirmation for a checked reset link; on success, back to sign-in. */
export function NewPasswordForm({ link }: { link: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useForm<PasswordField>({ password: '', confirm: '' }, RULES);
  const reset = useResetPassword(link);
  const { sending, submit } = useSubmit(async (newPassword: string) => {
    await reset.mutateAsync(newPassword);
    notifySuccess(t('reset.success'));
    navigate('/login', { replace: true });
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void submit(values.password))}>
      <NewPasswordFields form={form} label={t('field.newPassword')} />
      <SubmitButton label={t('reset.submit')} sendingLabel={t('reset.sending')} sending={sending} />
    </form>
  );
}
