import { formatCount, formatDate, formatMoney } from '@affnet/format';
import { DOCUMENT_FONTS } from './document-fonts';
import type { DocumentParty, InvoiceDocument, InvoiceDocumentLine } from './invoice-document';
import { INVOICE_LABELS, type InvoiceLabels } from './invoice-labels';

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const COLUMNS = { description: 290, conversions: 90, amount: CONTENT_WIDTH - 380 };
const GREY = '#555555';

type Doc = PDFKit.PDFDocument;

/** A calendar day in the document's language; noon UTC so that no zone moves it to another day. */
const dayText = (day: string, locale: string) => formatDate(`${day}T12:00:00Z`, { locale, timeZone: 'UTC' });

/**
 * An invoice document as a PDF (A4), in its language, with the issuer's logo (a PNG or a JPEG; an SVG comes drawn).
 * pdfkit is loaded on the first document, not with the server (it reads its font metrics from disk as it loads).
 */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const labels = INVOICE_LABELS[invoice.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The document's own day, not the wall clock: the same invoice renders to the same text every time.
    info: {
      Title: `${labels.title[invoice.kind]} ${invoice.number}`,
      Author: invoice.issuer.name,
      CreationDate: new Date(`${invoice.issued_on}T00:00:00Z`),
    },
    lang: invoice.language,
  });
  doc.registerFont('regular', DOCUMENT_FONTS.regular);
  doc.registerFont('bold', DOCUMENT_FONTS.bold);
  const done = collect(doc);
  header(doc, invoice, labels);
  parties(doc, invoice, labels);
  lineTable(doc, invoice, labels);
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function header(doc: Doc, invoice: InvoiceDocument, labels: InvoiceLabels) {
  const locale = invoice.language;
  if (invoice.issuer.logo) {
    try {
      doc.image(invoice.issuer.logo, MARGIN, MARGIN, { fit: [160, 60] });
    } catch {
      // A logo pdfkit cannot read (a damaged upload) leaves the document without it rather than without a document.
    }
  }
  const right = { width: 220, align: 'right' as const };
  const x = PAGE_WIDTH - MARGIN - right.width;
  doc.font('bold').fontSize(18).fillColor('black').text(labels.title[invoice.kind], x, MARGIN, right);
  doc.font('regular').fontSize(10).moveDown(0.3);
  const facts: [string, string][] = [
    [labels.number, invoice.number],
    [labels.issued, dayText(invoice.issued_on, locale)],
    [labels.period, `${dayText(invoice.period_from, locale)} – ${dayText(invoice.period_to, locale)}`],
  ];
  if (invoice.due_on) facts.push([labels.due[invoice.kind], dayText(invoice.due_on, locale)]);
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, x, doc.y, right);
}

function partyLines(party: DocumentParty, labels: InvoiceLabels): string[] {
  return [
    party.address ?? '',
    party.country ?? '',
    party.tax_id ? `${labels.taxId}: ${party.tax_id}` : '',
    party.email ?? '',
  ].filter((line) => line.trim() !== '');
}

function parties(doc: Doc, invoice: InvoiceDocument, labels: InvoiceLabels) {
  const top = Math.max(doc.y, MARGIN + 70) + 20;
  const width = CONTENT_WIDTH / 2 - 10;
  let bottom = top;
  const blocks: [string, DocumentParty, number][] = [
    [labels.from, invoice.issuer, MARGIN],
    [labels.to, invoice.recipient, MARGIN + CONTENT_WIDTH / 2 + 10],
  ];
  for (const [title, party, x] of blocks) {
    doc.font('regular').fontSize(9).fillColor(GREY).text(title.toUpperCase(), x, top, { width });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('black')
      .text(party.name, x, doc.y + 2, { width });
    doc.font('regular').fontSize(10);
    for (const line of partyLines(party, labels)) doc.text(line, x, doc.y, { width });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 25;
}

function describe(line: InvoiceDocumentLine, labels: InvoiceLabels): string {
  if (line.kind === 'adjustment') return `${labels.adjustment}: ${line.reason}`;
  return `${line.offer_name} · ${line.goal ?? labels.defaultGoal}`;
}

function row(doc: Doc, cells: [string, string, string], font: 'regular' | 'bold') {
  const y = doc.y;
  doc.font(font).fontSize(10).fillColor('black');
  const height = doc.heightOfString(cells[0], { width: COLUMNS.description - 10 });
  if (y + height > doc.page.height - MARGIN) {
    doc.addPage();
    return row(doc, cells, font);
  }
  doc.text(cells[0], MARGIN, y, { width: COLUMNS.description - 10 });
  const conversionsX = MARGIN + COLUMNS.description;
  doc.text(cells[1], conversionsX, y, { width: COLUMNS.conversions, align: 'right' });
  doc.text(cells[2], conversionsX + COLUMNS.conversions, y, { width: COLUMNS.amount, align: 'right' });
  doc.y = y + height + 6;
}

function rule(doc: Doc) {
  doc
    .moveTo(MARGIN, doc.y - 3)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y - 3)
    .strokeColor('#bbbbbb')
    .lineWidth(0.5)
    .stroke();
  doc.y += 3;
}

function lineTable(doc: Doc, invoice: InvoiceDocument, labels: InvoiceLabels) {
  const money = (minor: number) => formatMoney(minor, invoice.currency, invoice.language);
  row(doc, [labels.description, labels.conversions, labels.amount], 'bold');
  rule(doc);
  for (const line of invoice.lines) {
    const conversions = line.kind === 'conversions' ? formatCount(line.conversions, invoice.language) : '';
    row(doc, [describe(line, labels), conversions, money(line.amount)], 'regular');
  }
  rule(doc);
  row(doc, [`${labels.total} (${labels.currency}: ${invoice.currency})`, '', money(invoice.total)], 'bold');
}
