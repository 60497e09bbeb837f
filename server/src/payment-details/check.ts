import {
  BIC_PATTERN,
  compactIban,
  ibanProblem,
  PAYMENT_ACCOUNT_FIELDS,
  PAYMENT_METHOD_FIELDS,
  type PaymentAccountField,
  type PaymentDetailsInput,
  ROUTING_CODE_PATTERN,
} from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';
import type { SavedDetails } from './store';

/*
 * What the schema cannot say: which fields a method needs (required, and no other method's), an IBAN's check digits,
 * a BIC's shape. Each refusal is a 400 naming the field, as the form shows it on that input.
 */

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

function checkIban(iban: string) {
  const problem = ibanProblem(iban);
  if (problem === 'format') {
    throw invalidField('iban', ERROR_CODES.invalidFormat, 'must be a country code, two check digits and the account');
  }
  if (problem === 'checksum') throw invalidField('iban', ERROR_CODES.invalidFormat, 'has wrong check digits');
}

function checkCode(field: 'bic' | 'routing_code', value: string) {
  const pattern = field === 'bic' ? BIC_PATTERN : ROUTING_CODE_PATTERN;
  if (!new RegExp(pattern).test(value.toUpperCase())) {
    const shape = field === 'bic' ? 'a BIC of 8 or 11 characters' : 'a SWIFT code or a 9-digit routing number';
    throw invalidField(field, ERROR_CODES.invalidFormat, `must be ${shape}`);
  }
}

/** The account field as stored: codes upper-case, an IBAN compact, the rest trimmed. */
function storedValue(field: PaymentAccountField, value: string): string {
  if (field === 'iban') return compactIban(value);
  if (field === 'bic' || field === 'routing_code') return value.trim().toUpperCase();
  return value.trim();
}

/** The details as the store saves them, at `now`; throws a 400 naming the first field that is wrong. */
export function checkedDetails(input: PaymentDetailsInput, now: string): SavedDetails {
  const needed: readonly PaymentAccountField[] = PAYMENT_METHOD_FIELDS[input.method];
  const account = Object.fromEntries(PAYMENT_ACCOUNT_FIELDS.map((field) => [field, null])) as Record<
    PaymentAccountField,
    string | null
  >;
  for (const field of PAYMENT_ACCOUNT_FIELDS) {
    const value = input[field];
    if (!needed.includes(field)) {
      if (value !== undefined) throw invalidField(field, ERROR_CODES.unknownField, `is not used by ${input.method}`);
      continue;
    }
    if (value === undefined || blank(value)) throw invalidField(field, ERROR_CODES.required, 'is required');
    if (field === 'iban') checkIban(value);
    if (field === 'bic' || field === 'routing_code') checkCode(field, value.trim());
    account[field] = storedValue(field, value);
  }
  for (const field of ['tax_legal_name', 'tax_address'] as const) {
    if (blank(input[field])) throw invalidField(field, ERROR_CODES.required, 'is required');
  }
  return {
    method: input.method,
    ...account,
    tax_legal_name: input.tax_legal_name.trim(),
    tax_address: input.tax_address.trim(),
    tax_country: input.tax_country,
    tax_id: blank(input.tax_id) ? null : (input.tax_id?.trim() ?? null),
    updated_at: now,
  };
}
