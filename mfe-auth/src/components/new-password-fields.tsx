import { useTranslation } from 'react-i18next';
import type { useForm } from '../hooks/use-form';
import { FormField } from './form-field';

type FieldBinding = ReturnType<ReturnType<typeof useForm<string>>['field']>;

/** Any form whose fields include `password` and `confirm`. */
interface PasswordForm {
  field: (name: 'password' | 'confirm') => FieldBinding;
}

/** A new password with its rule as a hint, and its confirmation: the pair every form that sets one shows. */
export function NewPasswordFields({ form, label }: { form: PasswordForm; label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField
        label={label ?? t('field.password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        {...form.field('password')}
      />
      <FormField
        label={t('field.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirm')}
      />
    </>
  );
}
