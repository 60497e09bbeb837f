import { FormTextField, type FormTextFieldProps } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

/** Any validated form whose fields include `password` and `confirm` (useValidatedForm's `field`). */
interface PasswordForm {
  field: (name: 'password' | 'confirm', options?: { deps?: 'confirm'[] }) => Omit<FormTextFieldProps, 'label'>;
}

/** A new password with its rule as a hint, and its confirmation: the pair every form that sets one shows. */
export function NewPasswordFields({ form, label }: { form: PasswordForm; label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormTextField
        label={label ?? t('field.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('passwordHint')}
        // A changed password checks its confirmation again.
        {...form.field('password', { deps: ['confirm'] })}
      />
      <FormTextField
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...form.field('confirm')}
      />
    </>
  );
}
