import { TextField, type TextFieldProps } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../lib/validation-rules';

export interface FormFieldProps extends Omit<TextFieldProps, 'error'> {
  error?: RuleError | null;
}

/** A labelled input whose rule message is written in the current language, naming the field by its label. */
export function FormField({ error, label, ...input }: FormFieldProps) {
  const { t } = useTranslation();
  const message = error ? t(error.key, { field: label, max: error.max }) : null;
  return <TextField label={label} error={message} required {...input} />;
}
