import type { AuditField } from '@affnet/contracts';
import type { RecordedChange } from '../shared/audit';
import type { PaymentDetailsTable } from '../shared/db/schema-payment-details';
import type { MailMessage } from '../shared/mail/mailer';

/*
 * A change of payment details is recorded and mailed to the publisher's address, so a hijacked account cannot
 * quietly send his money elsewhere. Account numbers never appear whole in either: the last four characters do.
 */

type Stored = Omit<PaymentDetailsTable, 'network_id' | 'publisher_id' | 'created_at' | 'updated_at'>;
type DetailField = keyof Stored;

/** Each stored field as the audit log names it, and in the mail's words. */
const FIELDS: Record<DetailField, { audit: AuditField; label: string }> = {
  method: { audit: 'payment_method', label: 'Payment method' },
  account_holder: { audit: 'account_holder', label: 'Account holder' },
  iban: { audit: 'iban', label: 'IBAN' },
  account_number: { audit: 'account_number', label: 'Account number' },
  bic: { audit: 'bic', label: 'BIC / SWIFT' },
  routing_code: { audit: 'routing_code', label: 'Routing number / SWIFT' },
  bank_name: { audit: 'bank_name', label: 'Bank name' },
  bank_address: { audit: 'bank_address', label: 'Bank address' },
  bank_country: { audit: 'bank_country', label: 'Bank country' },
  paypal_email: { audit: 'paypal_email', label: 'PayPal e-mail' },
  tax_legal_name: { audit: 'tax_legal_name', label: 'Legal name' },
  tax_address: { audit: 'tax_address', label: 'Address' },
  tax_country: { audit: 'tax_country', label: 'Tax country' },
  tax_id: { audit: 'tax_id', label: 'Tax / VAT id' },
};

const METHOD_WORDS: Record<string, string> = {
  bank_transfer: 'Bank transfer',
  paypal: 'PayPal',
  wire: 'Wire transfer',
};

/** An account number as the log and the mail show it: its last four characters, none of a short one. */
export const masked = (value: string) => (value.length > 6 ? `••••${value.slice(-4)}` : '••••');

const shown = (field: DetailField, value: string | null): string | null => {
  if (value === null) return null;
  return field === 'iban' || field === 'account_number' ? masked(value) : value;
};

/** The fields that differ, account numbers masked; everything is new when there was nothing before. */
export function changedFields(before: Stored | undefined, after: Stored): RecordedChange[] {
  return (Object.keys(FIELDS) as DetailField[]).flatMap((field) => {
    const was = before ? shown(field, before[field]) : null;
    const now = shown(field, after[field]);
    if (before && before[field] === after[field]) return [];
    if (!before && now === null) return [];
    const audit = FIELDS[field].audit;
    return [before ? { field: audit, before: was, after: now } : { field: audit, after: now }];
  });
}

const labelOf = (audit: string) => Object.values(FIELDS).find((field) => field.audit === audit)?.label ?? audit;
const wordsOf = (change: RecordedChange) => {
  const value = (side: unknown) => (side === null || side === undefined ? '(none)' : String(side));
  const after = change.field === 'payment_method' ? (METHOD_WORDS[String(change.after)] ?? '') : value(change.after);
  return `- ${labelOf(change.field)}: ${after}`;
};

/** The publisher's notice: what changed, when, and what to do if it was not him. */
export function noticeMail(
  to: { name: string; email: string },
  network: string,
  changes: RecordedChange[],
  at: string,
): MailMessage {
  return {
    to: to.email,
    subject: `${network}: your payment details were changed`,
    text: [
      `Hello ${to.name},`,
      '',
      `The payment details of your ${network} account were changed on ${at.slice(0, 16).replace('T', ' ')} UTC:`,
      '',
      ...changes.map(wordsOf),
      '',
      'Your payouts now go to these details. If you did not make this change, sign in, change your password and',
      `your payment details, and tell ${network} at once.`,
    ].join('\n'),
  };
}
