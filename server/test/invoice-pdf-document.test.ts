import type { InvoiceDocument } from '../src/documents/invoice-document';
import { renderInvoicePdf } from '../src/documents/invoice-pdf';
import { PNG_1X1 } from './helpers';
import { pdfText } from './pdf-text';

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  kind: 'publisher_statement',
  number: '7',
  issued_on: '2026-03-02',
  period_from: '2026-02-01',
  period_to: '2026-02-28',
  issuer: {
    name: 'Acme Média GmbH',
    address: 'Müllerstraße 1, Berlin',
    country: 'DE',
    tax_id: 'DE123456789',
    email: 'billing@acme.test',
    logo: PNG_1X1,
  },
  recipient: { name: 'Peña Publishing', address: 'Calle Mayor 2, Madrid', country: 'ES', tax_id: 'ESB1234567' },
  currency: 'EUR',
  lines: [
    { kind: 'conversions', offer_name: 'Crédit Offer', goal: null, conversions: 1234, amount: 123456 },
    { kind: 'conversions', offer_name: 'Crédit Offer', goal: 'deposit', conversions: 3, amount: 4500 },
    { kind: 'adjustment', reason: 'Bonus für März', amount: -1000 },
  ],
  total: 126956,
  language: 'en',
  ...overrides,
});

describe('an invoice document as a PDF', () => {
  it('prints the number, both parties, every line and the total, accents and the euro sign included', async () => {
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    const text = pdfText(pdf);
    expect(text).toContain('Payout statement');
    expect(text).toContain('Number: 7');
    for (const word of ['Acme Média GmbH', 'Müllerstraße 1, Berlin', 'Tax ID: DE123456789', 'Peña Publishing']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('Crédit Offer · default goal');
    expect(text).toContain('Crédit Offer · deposit');
    expect(text).toContain('1,234');
    expect(text).toContain('€1,234.56');
    expect(text).toContain('Adjustment: Bonus für März');
    expect(text).toContain('-€10.00');
    expect(text).toContain('€1,269.56');
    expect(text).toContain('Feb 1, 2026 – Feb 28, 2026');
  });

  it('speaks the document language: German labels and German amounts', async () => {
    const text = pdfText(await renderInvoicePdf(invoice({ language: 'de', due_on: '2026-03-31' })));
    for (const word of ['Auszahlungsbeleg', 'Nummer: 7', 'Zeitraum', 'Beschreibung', 'Betrag', 'Gesamt']) {
      expect(text).toContain(word);
    }
    // A statement is payable by its day; an advertiser's invoice falls due on it.
    expect(text).toContain('Zahlbar bis: 31.03.2026');
    expect(text).toContain('1.269,56');
    expect(text).toContain('Standardziel');
    const bill = pdfText(
      await renderInvoicePdf(invoice({ language: 'de', kind: 'advertiser_invoice', due_on: '2026-03-31' })),
    );
    expect(bill).toContain('Fällig: 31.03.2026');
  });

  it('writes French amounts (narrow no-break spaces) and the yen without minor units', async () => {
    const french = pdfText(await renderInvoicePdf(invoice({ language: 'fr', kind: 'advertiser_invoice' })));
    expect(french).toContain('Facture');
    expect(french.replace(/\s/gu, ' ')).toContain('1 269,56 €');
    const yen = invoice({ currency: 'JPY', lines: [], total: 150000 });
    // A network without a logo the document can carry gets a document without an image.
    const noLogo = await renderInvoicePdf(invoice({ issuer: { name: 'Acme', logo: null } }));
    expect(noLogo.toString('latin1')).not.toContain('/Subtype /Image');
    expect(pdfText(await renderInvoicePdf(yen))).toContain('¥150,000');
  });

  it('flows a long invoice onto further pages', async () => {
    const lines = Array.from({ length: 80 }, (_, index) => ({
      kind: 'conversions' as const,
      offer_name: `Offer ${index + 1}`,
      goal: null,
      conversions: 1,
      amount: 100,
    }));
    const text = pdfText(await renderInvoicePdf(invoice({ lines, total: 8000 })));
    expect(text.split('\f').filter((page) => page.trim() !== '').length).toBeGreaterThan(1);
    expect(text).toContain('Offer 80');
    expect(text).toContain('€80.00');
  });
});
