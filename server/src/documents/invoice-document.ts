/**
 * What an invoice document says, apart from where it came from: a publisher's statement (what the network pays him)
 * or an advertiser's invoice (what he owes the network). Settlement and advertiser billing each fill one in; the
 * renderer only lays it out, so both kinds read alike.
 */

import type { DocumentLanguage } from '@affnet/contracts';

export { DOCUMENT_LANGUAGES, type DocumentLanguage } from '@affnet/contracts';

export type InvoiceDocumentKind = 'publisher_statement' | 'advertiser_invoice';

/** A company or a person on the document; every field but the name may be missing. */
export interface DocumentParty {
  name: string;
  address?: string | null;
  country?: string | null;
  tax_id?: string | null;
  email?: string | null;
}

/** The issuer: the network, with its logo's bytes (PNG or JPEG; an SVG logo comes drawn as a PNG). */
export interface DocumentIssuer extends DocumentParty {
  logo?: Buffer | null;
}

/** A line: an offer and its goal with its conversions, or an adjustment (credit or debit) with its reason. */
export type InvoiceDocumentLine =
  | { kind: 'conversions'; offer_name: string; goal: string | null; conversions: number; amount: number }
  | { kind: 'adjustment'; reason: string; amount: number };

export interface InvoiceDocument {
  kind: InvoiceDocumentKind;
  /** The number as printed ("2026-0007", or a plain counter as text). */
  number: string;
  /** Calendar days as YYYY-MM-DD: they are days of the network, not instants. */
  issued_on: string;
  period_from: string;
  period_to: string;
  due_on?: string | null;
  issuer: DocumentIssuer;
  recipient: DocumentParty;
  /** One currency per document (ISO 4217); amounts are integer minor units of it. */
  currency: string;
  lines: InvoiceDocumentLine[];
  total: number;
  language: DocumentLanguage;
}
