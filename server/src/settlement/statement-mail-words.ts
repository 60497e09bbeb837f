import type { DocumentLanguage } from '@affnet/contracts';
import type { DocumentMailWords } from '../documents/document-mails';

/** What the statement mail says, per language of documents; {…} are filled in by statement-mail.ts. */

export const STATEMENT_MAIL_WORDS: Record<DocumentLanguage, DocumentMailWords> = {
  en: {
    subject: '{network}: your payout statement {number} is ready',
    hello: 'Hello {name},',
    body: 'Your payout statement {number} for {period}, {amount}, is ready; it is payable by {due}.',
    open: 'You can read it and download it as a PDF on your Payments page:',
    closing: 'Kind regards, {network}',
  },
  es: {
    subject: '{network}: tu liquidación de pagos {number} está lista',
    hello: 'Hola, {name}:',
    body: 'Tu liquidación de pagos {number} del periodo {period}, por {amount}, está lista; se paga a más tardar el {due}.',
    open: 'Puedes consultarla y descargarla en PDF en tu página de Pagos:',
    closing: 'Saludos cordiales, {network}',
  },
  fr: {
    subject: '{network} : votre relevé de paiement {number} est prêt',
    hello: 'Bonjour {name},',
    body: 'Votre relevé de paiement {number} pour la période {period}, d’un montant de {amount}, est prêt ; il est payable au plus tard le {due}.',
    open: 'Vous pouvez le consulter et le télécharger en PDF sur votre page Paiements :',
    closing: 'Cordialement, {network}',
  },
  de: {
    subject: '{network}: Ihr Auszahlungsbeleg {number} ist bereit',
    hello: 'Hallo {name},',
    body: 'Ihr Auszahlungsbeleg {number} für den Zeitraum {period} über {amount} ist bereit; er ist bis zum {due} zahlbar.',
    open: 'Sie können ihn auf Ihrer Seite „Zahlungen“ ansehen und als PDF herunterladen:',
    closing: 'Mit freundlichen Grüßen, {network}',
  },
};
