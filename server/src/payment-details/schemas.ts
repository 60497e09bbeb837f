/** What the payment details calls take and answer (@affnet/contracts' payment-details types). */
import {
  ACCOUNT_NUMBER_PATTERN,
  COUNTRY_PATTERN,
  MAX_ACCOUNT_HOLDER_LENGTH,
  MAX_ACCOUNT_NUMBER_LENGTH,
  MAX_ADDRESS_LENGTH,
  MAX_BANK_NAME_LENGTH,
  MAX_IBAN_INPUT_LENGTH,
  MAX_TAX_ID_LENGTH,
  PAYMENT_METHODS,
} from '@affnet/contracts';
import { instant } from '../shared/http/answers';
import { email, objectOf, recordId, text } from '../shared/http/schemas';

const country = { type: 'string', pattern: COUNTRY_PATTERN, description: 'ISO 3166-1 alpha-2, upper-case' } as const;
const method = {
  type: 'string',
  enum: PAYMENT_METHODS,
  description: 'bank_transfer (IBAN and BIC), paypal (an e-mail address) or wire (account number and routing code)',
} as const;

/** Account fields: each method requires its own and refuses the others' (payment-details.ts says which). */
const accountFields = {
  account_holder: text(MAX_ACCOUNT_HOLDER_LENGTH),
  iban: { ...text(MAX_IBAN_INPUT_LENGTH), description: 'Bank transfer: spaces allowed, checked by its check digits' },
  account_number: {
    type: 'string',
    minLength: 1,
    maxLength: MAX_ACCOUNT_NUMBER_LENGTH,
    pattern: ACCOUNT_NUMBER_PATTERN,
    description: 'Wire: the account number',
  },
  bic: { ...text(11), description: 'Bank transfer: the BIC (SWIFT code), 8 or 11 characters' },
  routing_code: { ...text(11), description: 'Wire: a SWIFT code or a 9-digit ABA routing number' },
  bank_name: text(MAX_BANK_NAME_LENGTH),
  bank_address: { ...text(MAX_ADDRESS_LENGTH), description: "Wire: the bank's address" },
  bank_country: { ...country, description: "The bank's country, ISO 3166-1 alpha-2" },
  paypal_email: { ...email, description: 'PayPal: the account e-mail' },
} as const;

const taxFields = {
  tax_legal_name: { ...text(MAX_ACCOUNT_HOLDER_LENGTH), description: 'The name invoices are made out to' },
  tax_address: text(MAX_ADDRESS_LENGTH),
  tax_country: country,
  tax_id: { ...text(MAX_TAX_ID_LENGTH), description: 'Tax or VAT id, where the publisher has one' },
} as const;

/** PaymentDetailsInput. */
export const paymentDetailsBody = objectOf({ method, ...accountFields, ...taxFields }, [
  'method',
  'tax_legal_name',
  'tax_address',
  'tax_country',
]);

const orNull = (schema: object) => ({
  type: ['string', 'null'],
  ...('description' in schema ? { description: schema.description } : {}),
});

/** PaymentDetails: every field, null where the method does not use it. */
export const paymentDetailsAnswer = objectOf({
  method,
  ...(Object.fromEntries(Object.entries(accountFields).map(([key, schema]) => [key, orNull(schema)])) as Record<
    keyof typeof accountFields,
    { type: ['string', 'null'] }
  >),
  tax_legal_name: { type: 'string' },
  tax_address: { type: 'string' },
  tax_country: { type: 'string' },
  tax_id: orNull(taxFields.tax_id),
  updated_at: { ...instant, description: 'When the publisher last changed them' },
});

/** Null until the publisher saves his first. */
export const savedDetailsAnswer = {
  oneOf: [paymentDetailsAnswer, { type: 'null', description: 'No payment details saved yet' }],
} as const;

export const publisherParams = objectOf({ publisherId: { ...recordId, description: "The publisher's id" } });
