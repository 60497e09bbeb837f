import type { PersonStatus } from '@affnet/contracts';
import { EMAIL_PATTERN, MAX_PASSWORD_BYTES, passwordProblem } from '@affnet/contracts';
import type { FieldRule, FieldRules } from '@affnet/ui';

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

const EMAIL = new RegExp(EMAIL_PATTERN);

export const filled: FieldRule<unknown> = (value) => (value.trim() ? null : { key: 'publishers:form.required' });
export const plausibleEmail: FieldRule<unknown> = (value) =>
  EMAIL.test(value.trim()) ? null : { key: 'publishers:form.invalidEmail' };

/** Empty keeps the password (or mails a link to choose one); else the server's password rule (the contracts'). */
const newPassword: FieldRule<unknown> = (value) => {
  const problem = value ? passwordProblem(value) : null;
  if (problem === 'tooLong') return { key: 'common:tooLong', values: { max: MAX_PASSWORD_BYTES } };
  return problem ? { key: 'publishers:form.weakPassword' } : null;
};

/** The checks of the person form before it is sent; the messages are the `publishers` namespace's. */
export const PERSON_RULES: FieldRules<PersonValues> = {
  name: [filled],
  email: [filled, plausibleEmail],
  company_name: [filled],
  password: [newPassword],
};

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
