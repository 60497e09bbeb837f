import { i18n } from '@affnet/core';
import '../i18n/audit-log';
import { describeChange } from './describe-change';

const describe = (field: string, before: string, after: string, language: string) =>
  describeChange({ field, before, after }, i18n.getFixedT(language, 'audit-log'), language);

it('names a language of documents and a country in the reader’s language, never by its code', () => {
  expect(describe('document_language', 'en', 'de', 'en')).toBe('Language of documents: English → German');
  expect(describe('document_language', 'en', 'de', 'fr')).toBe('Langue des documents : anglais → allemand');
  expect(describe('tax_country', 'ES', 'DE', 'de')).toBe('Steuerland: Spanien → Deutschland');
});

it('words a payment term', () => {
  expect(describe('payment_term', 'monthly', 'net_days', 'en')).toBe(
    'Payment term: monthly → net days after the period',
  );
  expect(describe('payment_term', 'weekly', 'semi_monthly', 'es')).toBe('Plazo de pago: semanal → dos veces al mes');
});
