import { AUDIT_COLUMN_FIELDS, type AuditChange, type AuditLogEntry, type AuditValue } from '@affnet/contracts';
import type { Translate } from '@affnet/core';
import { formatBasisPoints, formatMoney, minorToDecimal } from '@affnet/format';

/** What an entry's amounts are in: its offer's currency, and CPS (basis points of a sale) or not. */
export interface AmountsIn {
  currency?: string;
  payout_type?: string;
}

/** Amounts of offers are in minor units of their currency, or basis points of a sale for CPS. */
const MINOR_UNIT_FIELDS = new Set(['payout', 'revenue']);

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The currency and payout type of an entry's amounts, on each side of the change: the offer's as the server noted
 * them (details), or as this change set them. Entries written before the server noted them have none.
 */
export function amountsOf(row: Pick<AuditLogEntry, 'changes' | 'details'>): { before: AmountsIn; after: AmountsIn } {
  const changed = (field: string) => row.changes.find((change) => change.field === field);
  const side = (key: 'before' | 'after'): AmountsIn => ({
    currency: text(changed('currency')?.[key]) ?? text(row.details.currency),
    payout_type: text(changed('payout_type')?.[key]) ?? text(row.details.payout_type),
  });
  return { before: side('before'), after: side('after') };
}

function describeAmount(value: number, amounts: AmountsIn, locale: string): string {
  if (amounts.payout_type === 'CPS') return formatBasisPoints(value, locale);
  if (amounts.currency) return formatMoney(value, amounts.currency, locale);
  // An older entry: its currency is unknown, so the amount is shown as the two-decimal figure it always was.
  const format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(minorToDecimal(value, 2) as Intl.StringNumericLiteral);
}

/** Fields holding a language code (en, fr) or a country code (DE): read by their names in the reader's language. */
const LANGUAGE_FIELDS = new Set(['document_language']);
const COUNTRY_FIELDS = new Set(['company_country', 'bank_country', 'tax_country']);

function displayName(type: 'language' | 'region', code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    // Not a code Intl knows the shape of: shown as stored.
    return code;
  }
}

/**
 * A word the server stores as a code: a theme option, a forwarding mode, an export column, a payment term, a status,
 * a language or a country.
 */
function describeWord(field: string, value: string, t: Translate, locale: string): string {
  if (LANGUAGE_FIELDS.has(field)) return displayName('language', value, locale);
  if (COUNTRY_FIELDS.has(field)) return displayName('region', value, locale);
  if (field === 'payment_term') return t(`value.term.${value}`, { defaultValue: value });
  if (field.startsWith('theme.')) {
    const skin = /^skin(\d)$/.exec(value);
    if (skin) return t('value.theme.skin', { n: skin[1] });
    return t(`value.theme.${value}`, { defaultValue: value });
  }
  if (field === 'mode') return t(`value.mode.${value}`, { defaultValue: value });
  if ((AUDIT_COLUMN_FIELDS as readonly string[]).includes(field)) return t(`column.${value}`, { defaultValue: value });
  // Enumerated values (statuses, visibilities) have words; free text and URLs stay as typed.
  return t(`value.${value}`, { defaultValue: value });
}

function describeValue(
  field: string,
  value: AuditValue | undefined,
  t: Translate,
  locale: string,
  amounts: AmountsIn,
): string {
  if (value === undefined || value === null || value === '') return t('none');
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') {
    if (!MINOR_UNIT_FIELDS.has(field)) return new Intl.NumberFormat(locale).format(value);
    return describeAmount(value, amounts, locale);
  }
  if (Array.isArray(value)) {
    // No export column chosen means every default column, not none.
    const empty = (AUDIT_COLUMN_FIELDS as readonly string[]).includes(field) ? t('allColumns') : t('none');
    return value.length === 0 ? empty : value.map((v) => describeValue(field, v, t, locale, amounts)).join(', ');
  }
  return describeWord(field, value, t, locale);
}

/** One change in the user's language: "Status: active → paused", "Name: Acme" for a creation, "Password changed". */
export function describeChange(
  change: AuditChange,
  t: Translate,
  locale: string,
  amounts: { before: AmountsIn; after: AmountsIn } = { before: {}, after: {} },
): string {
  const field = t(`field.${change.field}`, { defaultValue: change.field });
  if (change.before === undefined && change.after === undefined) return t('changedSecret', { field });
  // A logo's addresses say nothing to a reader (a variant keeps its address): the entry says a new image came.
  if (change.field.startsWith('logo.')) return t('logoChanged', { field });
  const after = describeValue(change.field, change.after, t, locale, amounts.after);
  if (change.before === undefined) return t('set', { field, after });
  const before = describeValue(change.field, change.before, t, locale, amounts.before);
  return t('changed', { field, before, after });
}

/** The action's name in the user's language; an action this page does not know yet reads "Other change". */
export function describeAction(action: string, t: Translate): string {
  return t(`action.${action}`, { defaultValue: t('action.unknown') });
}
