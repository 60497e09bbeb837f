import { email, FormTextField, required, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/submit-button';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link; `onSent` gets what to show in place of the form, in the user's language. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useValidatedForm({ defaultValues: { email: '' }, rules: { email: [required, email] } });
  const forgotPassword = useForgotPassword();
  const send = async (values: { email: string }) => {
    await forgotPassword.mutateAsync(values.email.trim());
    onSent(t('forgot.sent'));
  };

  return (
    <form noValidate onSubmit={form.submit(send)}>
      <FormTextField label={t('field.email')} type="email" autoComplete="email" required {...form.field('email')} />
      <SubmitButton label={t('forgot.submit')} sendingLabel={t('forgot.sending')} sending={form.sending} />
    </form>
  );
}
