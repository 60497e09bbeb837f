import {
  AUDIT_FIELDS,
  FORWARDING_MODES,
  OFFER_EXPORT_COLUMNS,
  PAYMENT_TERMS,
  REPORT_EXPORT_COLUMNS,
  THEME_OPTIONS,
} from '@affnet/contracts';
import { AUDIT_WORDS } from './audit-log';

/*
 * Every field the server can write in an audit entry (AUDIT_FIELDS: its helpers take no other) has a label in every
 * language, and so does every coded value of those fields, so the page never shows an internal key.
 */
const languages = Object.entries(AUDIT_WORDS);
const themeValues = [...new Set(Object.values(THEME_OPTIONS).flat())].filter((value) => !value.startsWith('skin'));
const columns = [...new Set([...OFFER_EXPORT_COLUMNS, ...REPORT_EXPORT_COLUMNS].map((column) => column.key))];

it.each(languages)('%s has a label for every audited field', (_language, words) => {
  expect(AUDIT_FIELDS.filter((field) => !words[`field.${field}`])).toEqual([]);
});

it.each(languages)(
  '%s has words for theme options, forwarding modes, export columns and payment terms',
  (_language, words) => {
    const keys = [
      ...themeValues.map((value) => `value.theme.${value}`),
      'value.theme.skin',
      ...FORWARDING_MODES.map((mode) => `value.mode.${mode}`),
      ...columns.map((column) => `column.${column}`),
      ...PAYMENT_TERMS.map((term) => `value.term.${term}`),
      'allColumns',
      'logoChanged',
      'action.setting.theme',
      'action.setting.logo',
      'action.setting.fallback',
    ];
    expect(keys.filter((key) => !words[key])).toEqual([]);
  },
);

it('the four languages have the same keys', () => {
  const english = Object.keys(AUDIT_WORDS.en).sort();
  for (const [, words] of languages) expect(Object.keys(words).sort()).toEqual(english);
});
