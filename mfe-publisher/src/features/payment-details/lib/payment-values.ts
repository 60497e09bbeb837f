import {
  PAYMENT_ACCOUNT_FIELDS,
  PAYMENT_METHOD_FIELDS,
  type PaymentDetails,
  type PaymentDetailsInput,
} from '@affnet/contracts';
import type { PaymentValues } from './payment-rules';

const EMPTY_ACCOUNT = Object.fromEntries(PAYMENT_ACCOUNT_FIELDS.map((field) => [field, ''])) as Omit<
  PaymentValues,
  'method' | 'tax_legal_name' | 'tax_address' | 'tax_country' | 'tax_id'
>;

/** The form's values from the saved details (empty fields for what the method does not use). */
export function valuesOf(saved: PaymentDetails | null): PaymentValues {
  const account = { ...EMPTY_ACCOUNT };
  for (const field of PAYMENT_ACCOUNT_FIELDS) account[field] = saved?.[field] ?? '';
  return {
    method: saved?.method ?? 'bank_transfer',
    ...account,
    tax_legal_name: saved?.tax_legal_name ?? '',
    tax_address: saved?.tax_address ?? '',
    tax_country: saved?.tax_country ?? '',
    tax_id: saved?.tax_id ?? '',
  };
}

/** What is sent: the chosen method's fields only, countries upper-cased, an empty tax id left out. */
export function inputOf(values: PaymentValues): PaymentDetailsInput {
  const account = Object.fromEntries(
    PAYMENT_METHOD_FIELDS[values.method].map((field) => {
      const value = values[field].trim();
      return [field, field === 'bank_country' ? value.toUpperCase() : value];
    }),
  );
  const taxId = values.tax_id.trim();
  return {
    method: values.method,
    ...account,
    tax_legal_name: values.tax_legal_name.trim(),
    tax_address: values.tax_address.trim(),
    tax_country: values.tax_country.trim().toUpperCase(),
    ...(taxId ? { tax_id: taxId } : {}),
  };
}
