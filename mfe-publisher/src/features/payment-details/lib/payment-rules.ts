import {
  ACCOUNT_NUMBER_PATTERN,
  BIC_PATTERN,
  ibanProblem,
  MAX_ACCOUNT_HOLDER_LENGTH,
  MAX_ACCOUNT_NUMBER_LENGTH,
  MAX_ADDRESS_LENGTH,
  MAX_BANK_NAME_LENGTH,
  MAX_TAX_ID_LENGTH,
  PAYMENT_METHOD_FIELDS,
  type PaymentAccountField,
  type PaymentMethod,
  ROUTING_CODE_PATTERN,
} from '@affnet/contracts';
import { email, type FieldRule, type FieldRules, maxLength, required } from '@affnet/ui';

/** The form's values: every field as typed; the method's fields are sent, the others' kept for a switch back. */
export type PaymentValues = { method: PaymentMethod } & Record<PaymentAccountField, string> & {
    tax_legal_name: string;
    tax_address: string;
    tax_country: string;
    tax_id: string;
  };

const usedBy = (field: PaymentAccountField, method: PaymentMethod) =>
  (PAYMENT_METHOD_FIELDS[method] as readonly string[]).includes(field);

/** A field's rules apply only while the chosen method uses it (the server refuses the others' fields). */
const whenUsed =
  (field: PaymentAccountField, rules: readonly FieldRule<unknown>[]): FieldRule<PaymentValues> =>
  (value, values) => {
    if (!usedBy(field, values.method)) return null;
    for (const rule of rules) {
      const broken = rule(value, values);
      if (broken) return broken;
    }
    return null;
  };

const shape =
  (pattern: string, key: string): FieldRule<unknown> =>
  (value) =>
    new RegExp(pattern).test(value.trim().toUpperCase()) ? null : { key: `paymentDetails:${key}` };

const iban: FieldRule<unknown> = (value) => {
  const problem = ibanProblem(value);
  return problem ? { key: `paymentDetails:error.iban.${problem}` } : null;
};

const country: FieldRule<unknown> = (value) =>
  /^[A-Za-z]{2}$/.test(value.trim()) ? null : { key: 'paymentDetails:error.country' };

/** The server's checks, before sending: each method's required fields, IBAN check digits, BIC and routing shapes. */
export const PAYMENT_RULES: FieldRules<PaymentValues> = {
  account_holder: [whenUsed('account_holder', [required, maxLength(MAX_ACCOUNT_HOLDER_LENGTH)])],
  iban: [whenUsed('iban', [required, iban])],
  account_number: [
    whenUsed('account_number', [
      required,
      maxLength(MAX_ACCOUNT_NUMBER_LENGTH),
      shape(ACCOUNT_NUMBER_PATTERN, 'error.accountNumber'),
    ]),
  ],
  bic: [whenUsed('bic', [required, shape(BIC_PATTERN, 'error.bic')])],
  routing_code: [whenUsed('routing_code', [required, shape(ROUTING_CODE_PATTERN, 'error.routingCode')])],
  bank_name: [whenUsed('bank_name', [required, maxLength(MAX_BANK_NAME_LENGTH)])],
  bank_address: [whenUsed('bank_address', [required, maxLength(MAX_ADDRESS_LENGTH)])],
  bank_country: [whenUsed('bank_country', [required, country])],
  paypal_email: [whenUsed('paypal_email', [required, email])],
  tax_legal_name: [required, maxLength(MAX_ACCOUNT_HOLDER_LENGTH)],
  tax_address: [required, maxLength(MAX_ADDRESS_LENGTH)],
  tax_country: [required, country],
  tax_id: [maxLength(MAX_TAX_ID_LENGTH)],
};
