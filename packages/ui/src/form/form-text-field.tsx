import type { FieldError } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../components/text-field';
import { useFieldMessage } from './use-field-message';

export interface FormTextFieldProps extends Omit<TextFieldProps, 'error'> {
  /** The field's error from useValidatedForm's `field(name)`. */
  error?: FieldError;
}

/** A labelled input of a validated form; its message is in the current language and names the field by its label. */
export function FormTextField({ error, label, ...input }: FormTextFieldProps) {
  const message = useFieldMessage(error, label);
  return <TextField label={label} error={message} {...input} />;
}
