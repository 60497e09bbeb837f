import { TextField, type TextFieldProps } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { RuleError } from '../lib/validation-rules';

export interface FormFieldProps extends Omit<TextFieldProps, 'error'> {
  /** A broken rule, or the server's refusal already in the user's language. */
  error?: RuleError | string | null;
}

/** A rule's message in the current language, naming the field by its label; a server's message as it is. */
export function useFieldMessage(error: RuleError | string | null | undefined, label: string): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  return typeof error === 'string' ? error : t(error.key, { field: label, max: error.max });
}

/** A labelled input whose rule message is written in the current language, naming the field by its label. */
export function FormField({ error, label, ...input }: FormFieldProps) {
  const message = useFieldMessage(error, label);
  return <TextField label={label} error={message} required {...input} />;
}
