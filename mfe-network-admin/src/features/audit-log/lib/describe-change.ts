import type { AuditChange, AuditValue } from '@affnet/contracts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Amounts of offers are in minor units (cents, or basis points of a sale for CPS): shown with two decimals. */
const MINOR_UNIT_FIELDS = new Set(['payout', 'revenue']);

function describeValue(field: string, value: AuditValue | undefined, t: Translate, locale: string): string {
  if (value === undefined || value === null || value === '') return t('none');
  if (typeof value === 'boolean') return t(value ? 'yes' : 'no');
  if (typeof value === 'number') {
    if (!MINOR_UNIT_FIELDS.has(field)) return new Intl.NumberFormat(locale).format(value);
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);
  }
  if (Array.isArray(value))
    return value.length === 0 ? t('none') : value.map((v) => describeValue(field, v, t, locale)).join(', ');
  // Enumerated values (statuses, visibilities) have words; free text and URLs stay as typed.
  return t(`value.${value}`, { defaultValue: value });
}

/** One change in the user's language: "Status: active → paused", "Name: Acme" for a creation, "Password changed". */
export function describeChange(change: AuditChange, t: Translate, locale: string): string {
  const field = t(`field.${change.field}`, { defaultValue: change.field });
  if (change.before === undefined && change.after === undefined) return t('changedSecret', { field });
  const after = describeValue(change.field, change.after, t, locale);
  if (change.before === undefined) return t('set', { field, after });
  return t('changed', { field, before: describeValue(change.field, change.before, t, locale), after });
}

/** The action's name in the user's language; an action this page does not know yet reads "Other change". */
export function describeAction(action: string, t: Translate): string {
  return t(`action.${action}`, { defaultValue: t('action.unknown') });
}
