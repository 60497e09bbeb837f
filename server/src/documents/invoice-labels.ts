import type { DocumentLanguage, InvoiceDocumentKind } from './invoice-document';

/** Every word a document prints, per language; the document is read by people outside the product, so no keys. */
export interface InvoiceLabels {
  title: Record<InvoiceDocumentKind, string>;
  number: string;
  issued: string;
  period: string;
  /** The day money is due: an advertiser's invoice falls due, a publisher's statement is payable by. */
  due: Record<InvoiceDocumentKind, string>;
  from: string;
  to: string;
  taxId: string;
  description: string;
  conversions: string;
  amount: string;
  defaultGoal: string;
  adjustment: string;
  total: string;
  currency: string;
}

export const INVOICE_LABELS: Record<DocumentLanguage, InvoiceLabels> = {
  en: {
    title: { publisher_statement: 'Payout statement', advertiser_invoice: 'Invoice' },
    number: 'Number',
    issued: 'Issued',
    period: 'Period',
    due: { publisher_statement: 'Payable by', advertiser_invoice: 'Due' },
    from: 'From',
    to: 'To',
    taxId: 'Tax ID',
    description: 'Description',
    conversions: 'Conversions',
    amount: 'Amount',
    defaultGoal: 'default goal',
    adjustment: 'Adjustment',
    total: 'Total',
    currency: 'Currency',
  },
  es: {
    title: { publisher_statement: 'Liquidación de pagos', advertiser_invoice: 'Factura' },
    number: 'Número',
    issued: 'Emitida',
    period: 'Periodo',
    due: { publisher_statement: 'Pagadero antes del', advertiser_invoice: 'Vencimiento' },
    from: 'De',
    to: 'Para',
    taxId: 'NIF/IVA',
    description: 'Descripción',
    conversions: 'Conversiones',
    amount: 'Importe',
    defaultGoal: 'objetivo predeterminado',
    adjustment: 'Ajuste',
    total: 'Total',
    currency: 'Moneda',
  },
  fr: {
    title: { publisher_statement: 'Relevé de paiement', advertiser_invoice: 'Facture' },
    number: 'Numéro',
    issued: "Date d'émission",
    period: 'Période',
    due: { publisher_statement: 'Payable au plus tard le', advertiser_invoice: 'Échéance' },
    from: 'De',
    to: 'À',
    taxId: 'N° TVA',
    description: 'Désignation',
    conversions: 'Conversions',
    amount: 'Montant',
    defaultGoal: 'objectif par défaut',
    adjustment: 'Ajustement',
    total: 'Total',
    currency: 'Devise',
  },
  de: {
    title: { publisher_statement: 'Auszahlungsbeleg', advertiser_invoice: 'Rechnung' },
    number: 'Nummer',
    issued: 'Ausgestellt',
    period: 'Zeitraum',
    due: { publisher_statement: 'Zahlbar bis', advertiser_invoice: 'Fällig' },
    from: 'Von',
    to: 'An',
    taxId: 'USt-IdNr.',
    description: 'Beschreibung',
    conversions: 'Conversions',
    amount: 'Betrag',
    defaultGoal: 'Standardziel',
    adjustment: 'Korrektur',
    total: 'Gesamt',
    currency: 'Währung',
  },
};
