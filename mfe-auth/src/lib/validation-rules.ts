import {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NETWORK_ID_LENGTH,
  MAX_PASSWORD_BYTES,
  MIN_NETWORK_ID_LENGTH,
  MIN_PASSWORD_LENGTH,
  NETWORK_ID_PATTERN,
} from '@affnet/contracts';
/**
 * The form rules of the sign-in and registration pages. A rule returns the i18next key of its message
 * (with the namespace) rather than a text, so a message shown on screen follows a language change.
 */
export interface RuleError {
  key:
    | 'common:required'
    | 'common:email'
    | 'common:passwordRule'
    | 'common:passwordsDiffer'
    | 'common:tooLong'
    | 'auth:networkIdRule';
  max?: number;
}

export type FormValues = Readonly<Record<string, string>>;
export type Rule = (value: string, values: FormValues) => RuleError | null;

/** Lengths the server accepts (the shared ones from the contracts). */
export const LIMITS = {
  email: MAX_EMAIL_LENGTH,
  name: MAX_NAME_LENGTH,
  companyName: MAX_NAME_LENGTH,
  passwordBytes: MAX_PASSWORD_BYTES,
} as const;

const EMAIL = new RegExp(EMAIL_PATTERN);
const NETWORK_ID = new RegExp(NETWORK_ID_PATTERN);

export const required: Rule = (value) => (value.trim() ? null : { key: 'common:required' });

export const maxLength =
  (max: number): Rule =>
  (value) =>
    value.length > max ? { key: 'common:tooLong', max } : null;

export const email: Rule = (value) => {
  if (value.trim().length > LIMITS.email) return { key: 'common:tooLong', max: LIMITS.email };
  return EMAIL.test(value.trim()) ? null : { key: 'common:email' };
};

/** At least 8 characters with a letter and a digit (any script), at most 72 bytes: the server's rule. */
export const password: Rule = (value) => {
  if (new TextEncoder().encode(value).length > LIMITS.passwordBytes) {
    return { key: 'common:tooLong', max: LIMITS.passwordBytes };
  }
  const valid = value.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(value) && /\p{N}/u.test(value);
  return valid ? null : { key: 'common:passwordRule' };
};

/** The value must equal another field's, e.g. a password confirmation. */
export const sameAs =
  (field: string): Rule =>
  (value, values) =>
    value === values[field] ? null : { key: 'common:passwordsDiffer' };

export const networkId: Rule = (value) =>
  value.length >= MIN_NETWORK_ID_LENGTH && value.length <= MAX_NETWORK_ID_LENGTH && NETWORK_ID.test(value)
    ? null
    : { key: 'auth:networkIdRule' };

/** The first rule a value breaks, or null when it passes them all. */
export function firstError(value: string, values: FormValues, rules: readonly Rule[]): RuleError | null {
  for (const rule of rules) {
    const error = rule(value, values);
    if (error) return error;
  }
  return null;
}
