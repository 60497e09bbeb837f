import type { PersonStatus } from '@affnet/contracts';
import { EMAIL_PATTERN } from '@affnet/contracts';

/** What the owner types for a publisher or advertiser. */
export interface PersonValues {
  name: string;
  email: string;
  company_name: string;
  password: string;
  status: PersonStatus;
  account_manager_id: string;
}

export const EMPTY_PERSON: PersonValues = {
  name: '',
  email: '',
  company_name: '',
  password: '',
  status: 'active',
  account_manager_id: '',
};

export type PersonErrors = Partial<Record<keyof PersonValues, string>>;

const EMAIL = new RegExp(EMAIL_PATTERN);

/** Field errors as i18n keys of the `publishers` namespace; empty when the form may be sent. */
export function validatePerson(values: PersonValues): PersonErrors {
  const errors: PersonErrors = {};
  if (!values.name.trim()) errors.name = 'form.required';
  if (!values.email.trim()) errors.email = 'form.required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'form.invalidEmail';
  if (!values.company_name.trim()) errors.company_name = 'form.required';
  const password = values.password;
  if (password && (password.length < 8 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password))) {
    errors.password = 'form.weakPassword';
  }
  return errors;
}

/** The body of add/update: no password when empty, the manager id as a number or null. */
export function personBody(values: PersonValues) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company_name: values.company_name.trim(),
    status: values.status,
    ...(values.password ? { password: values.password } : {}),
  };
}
