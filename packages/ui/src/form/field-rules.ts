import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PASSWORD_BYTES, passwordProblem } from '@affnet/contracts';

/**
 * A broken rule: the i18next key of its message, with its namespace ("common:required"), and the values the message
 * names besides the field's label. A key rather than a text, so a message on screen follows a language change.
 */
export interface RuleBreak {
  key: string;
  values?: Readonly<Record<string, string | number>>;
}

/** One check of a field's value (as typed; other kinds of value are read as their text) against the form's values. */
export type FieldRule<V> = (value: string, values: V) => RuleBreak | null;

/** The rules of each checked field of a form, in the order they are tried: the first broken one is shown. */
export type FieldRules<V> = { readonly [K in keyof V]?: readonly FieldRule<V>[] };

export const required: FieldRule<unknown> = (value) => (value.trim() ? null : { key: 'common:required' });

export const maxLength =
  (max: number): FieldRule<unknown> =>
  (value) =>
    value.length > max ? { key: 'common:tooLong', values: { max } } : null;

const EMAIL = new RegExp(EMAIL_PATTERN);

/** A plausible address of at most MAX_EMAIL_LENGTH characters (the server checks it fully). */
export const email: FieldRule<unknown> = (value) => {
  if (value.trim().length > MAX_EMAIL_LENGTH) return { key: 'common:tooLong', values: { max: MAX_EMAIL_LENGTH } };
  return EMAIL.test(value.trim()) ? null : { key: 'common:email' };
};

/** A new password under the server's rule (passwordProblem in the contracts); an empty one is left to `required`. */
export const password: FieldRule<unknown> = (value) => {
  if (!value) return null;
  const problem = passwordProblem(value);
  if (problem === 'tooLong') return { key: 'common:tooLong', values: { max: MAX_PASSWORD_BYTES } };
  return problem === 'weak' ? { key: 'common:passwordRule' } : null;
};

/** The value must equal another field's, e.g. a password confirmation. */
export const sameAs =
  <V>(field: keyof V): FieldRule<V> =>
  (value, values) =>
    value === String(values[field] ?? '') ? null : { key: 'common:passwordsDiffer' };

/** The value must match a pattern of the contracts (JSON-schema source text); `key` names the message otherwise. */
export const matches = (patternSource: string, key: string): FieldRule<unknown> => {
  const pattern = new RegExp(patternSource);
  return (value) => (pattern.test(value) ? null : { key });
};

/** The first rule a value breaks, or null when it passes them all. */
export function firstBreak<V>(value: string, values: V, rules: readonly FieldRule<V>[]): RuleBreak | null {
  for (const rule of rules) {
    const broken = rule(value, values);
    if (broken) return broken;
  }
  return null;
}
