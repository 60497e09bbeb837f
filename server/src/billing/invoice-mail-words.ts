import type { DocumentLanguage } from '@affnet/contracts';
import type { DocumentMailWords } from '../documents/document-mails';

/** What the invoice mail says, per language of documents; {…} are filled in by invoice-mail.ts. */

export const INVOICE_MAIL_WORDS: Record<DocumentLanguage, DocumentMailWords> = {
  en: {
    subject: '{network}: invoice {number}',
    hello: 'Hello {name},',
    body: 'Our invoice {number} for {period}, {amount}, is due on {due}.',
    open: 'You can read it and download it as a PDF on your Invoices page:',
    closing: 'Kind regards, {network}',
  },
  es: {
    subject: '{network}: factura {number}',
    hello: 'Hola, {name}:',
    body: 'Nuestra factura {number} del periodo {period}, por {amount}, vence el {due}.',
    open: 'Puedes consultarla y descargarla en PDF en tu página de Facturas:',
    closing: 'Saludos cordiales, {network}',
  },
  fr: {
    subject: '{network} : facture {number}',
    hello: 'Bonjour {name},',
    body: 'Notre facture {number} pour la période {period}, d’un montant de {amount}, est due le {due}.',
    open: 'Vous pouvez la consulter et la télécharger en PDF sur votre page Factures :',
    closing: 'Cordialement, {network}',
  },
  de: {
    subject: '{network}: Rechnung {number}',
    hello: 'Hallo {name},',
    body: 'Unsere Rechnung {number} für den Zeitraum {period} über {amount} ist am {due} fällig.',
    open: 'Sie können sie auf Ihrer Seite „Rechnungen“ lesen und als PDF herunterladen:',
    closing: 'Mit freundlichen Grüßen, {network}',
  },
};
