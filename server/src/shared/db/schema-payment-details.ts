/** The table of publishers' payment details (owned by migrations/025-payment-details.ts). */
import type { PaymentMethod } from '@affnet/contracts';

/** One publisher's way to be paid and his tax details; account fields his method does not use are null. */
export interface PaymentDetailsTable {
  network_id: number;
  publisher_id: number;
  method: PaymentMethod;
  account_holder: string | null;
  /** Compact: upper-case, no spaces. */
  iban: string | null;
  account_number: string | null;
  bic: string | null;
  routing_code: string | null;
  bank_name: string | null;
  bank_address: string | null;
  bank_country: string | null;
  paypal_email: string | null;
  tax_legal_name: string;
  tax_address: string;
  tax_country: string;
  tax_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentDetailsDatabase {
  payment_details: PaymentDetailsTable;
}
