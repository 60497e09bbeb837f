import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { type FieldRules, useForm } from '../../../hooks/use-form';
import { useSubmit } from '../../../hooks/use-submit';
import { email, required } from '../../../lib/validation-rules';
import { useForgotPassword } from '../api/forgot-password';

const RULES: FieldRules<'email'> = { email: [required, email] };

/** Asks for a reset link; `onSent` gets what to show in place of the form, in the user's language. */
export function ForgotPasswordForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ email: '' }, RULES);
  const forgotPassword = useForgotPassword();
  const { sending, submit } = useSubmit(async (address: string) => {
    await forgotPassword.mutateAsync(address);
    onSent(t('forgot.sent'));
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void submit(values.email.trim()))}>
      <FormField label={t('field.email')} type="email" autoComplete="email" {...form.field('email')} />
      <SubmitButton label={t('forgot.submit')} sendingLabel={t('forgot.sending')} sending={sending} />
    </form>
  );
}
