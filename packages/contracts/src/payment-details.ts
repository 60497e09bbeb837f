/*
 * A publisher's payment details (issue 30): how the network pays him and the tax details his invoices carry. The
 * limits and checks are written once here: the server refuses what breaks them, the form checks before sending.
 */

/** How a publisher is paid. */
export const PAYMENT_METHODS = ['bank_transfer', 'paypal', 'wire'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The account fields each method needs, every one required; a field of another method is refused. */
export const PAYMENT_METHOD_FIELDS = {
  bank_transfer: ['account_holder', 'iban', 'bic', 'bank_name', 'bank_country'],
  paypal: ['paypal_email'],
  wire: ['account_holder', 'account_number', 'routing_code', 'bank_name', 'bank_address', 'bank_country'],
} as const satisfies Record<PaymentMethod, readonly string[]>;

export type PaymentAccountField = (typeof PAYMENT_METHOD_FIELDS)[PaymentMethod][number];

/** Every account field of any method, in the form's order. */
export const PAYMENT_ACCOUNT_FIELDS: readonly PaymentAccountField[] = [
  'account_holder',
  'iban',
  'account_number',
  'bic',
  'routing_code',
  'bank_name',
  'bank_address',
  'bank_country',
  'paypal_email',
];

/** Tax details: the legal name, address and country are required, the tax or VAT id only where one exists. */
export const TAX_FIELDS = ['tax_legal_name', 'tax_address', 'tax_country', 'tax_id'] as const;
export type TaxField = (typeof TAX_FIELDS)[number];

export const MAX_ACCOUNT_HOLDER_LENGTH = 200;
export const MAX_BANK_NAME_LENGTH = 200;
export const MAX_ADDRESS_LENGTH = 500;
/** The longest IBAN (ISO 13616) as typed, with a space every four characters. */
export const MAX_IBAN_INPUT_LENGTH = 42;
/** A wire account number: up to 34 letters and digits (the IBAN's own limit), spaces and dashes allowed as typed. */
export const MAX_ACCOUNT_NUMBER_LENGTH = 40;
export const ACCOUNT_NUMBER_PATTERN = '^[A-Za-z0-9 -]+$';
export const MAX_TAX_ID_LENGTH = 50;
/** A BIC (ISO 9362, also the SWIFT code): 8 or 11 characters, checked upper-cased. */
export const BIC_PATTERN = '^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$';
/** A wire's routing code: a SWIFT code (as BIC_PATTERN) or a 9-digit ABA routing number. */
export const ROUTING_CODE_PATTERN = '^([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?|[0-9]{9})$';

/** An IBAN as stored and checked: upper-case, without spaces. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** Why an IBAN is not one (`format`: not country, check digits and 11–30 letters or digits; `checksum`), or null. */
export function ibanProblem(iban: string): 'format' | 'checksum' | null {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact)) return 'format';
  // ISO 7064 MOD 97-10: the first four characters moved to the end, letters as 10–35, the number mod 97 is 1.
  const digits = [...`${compact.slice(4)}${compact.slice(0, 4)}`]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? null : 'checksum';
}

/** What a publisher sends (PUT /api/payment-details): the method, its fields, and the tax details. */
export type PaymentDetailsInput = { method: PaymentMethod } & Partial<Record<PaymentAccountField, string>> & {
    tax_legal_name: string;
    tax_address: string;
    tax_country: string;
    tax_id?: string;
  };

/** Saved payment details: every field, null where the method does not use it; when they last changed. */
export type PaymentDetails = { method: PaymentMethod } & Record<PaymentAccountField, string | null> & {
    tax_legal_name: string;
    tax_address: string;
    tax_country: string;
    tax_id: string | null;
    updated_at: string;
  };
