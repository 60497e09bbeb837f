import { type ChangeEvent, type FormEvent, useState } from 'react';
import { firstError, type Rule, type RuleError } from '../lib/validation-rules';

export type FieldRules<K extends string> = Record<K, readonly Rule[]>;
type Errors<K extends string> = Partial<Record<K, RuleError>>;

function errorsOf<K extends string>(values: Record<K, string>, rules: FieldRules<K>, names: readonly K[]): Errors<K> {
  const errors: Errors<K> = {};
  for (const name of names) {
    const error = firstError(values[name], values, rules[name]);
    if (error) errors[name] = error;
  }
  return errors;
}

/**
 * Values and validation messages of a small form. Messages appear on submit or when a filled field is
 * left; after the first submit they follow the typing, so a fixed field loses its message at once.
 */
export function useForm<K extends string>(initial: Record<K, string>, rules: FieldRules<K>) {
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [submitted, setSubmitted] = useState(false);
  // What the server refused, already in the user's language; it goes when that field is edited.
  const [serverErrors, setServerErrors] = useState<Partial<Record<K, string>>>({});

  const setValue = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (serverErrors[name]) setServerErrors({ ...serverErrors, [name]: undefined });
    if (submitted) setErrors(errorsOf(next, rules, names));
    else if (errors[name]) setErrors({ ...errors, [name]: firstError(value, next, rules[name]) ?? undefined });
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? serverErrors[name] ?? null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    onBlur: () => {
      if (values[name]) setErrors({ ...errors, [name]: firstError(values[name], values, rules[name]) ?? undefined });
    },
  });

  /** Validates everything; on success calls `onValid`, otherwise moves the focus to the first wrong field. */
  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = errorsOf(values, rules, names);
    setErrors(found);
    const first = names.find((name) => found[name]);
    if (!first) return onValid(values);
    const input = event.currentTarget.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
  };

  /** Shows the server's refusal on its field and moves the focus there. */
  const showServerError = (name: K, message: string) => {
    setServerErrors((current) => ({ ...current, [name]: message }));
    const input = document.getElementsByName(name)[0];
    if (input instanceof HTMLElement) input.focus();
  };

  return { values, errors, field, setValue, handleSubmit, showServerError };
}
