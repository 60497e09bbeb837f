import { CONVERSION_STATUSES, type ConversionStatus } from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { NO_CONTROL_CHARS } from '../shared/http/schemas';
import type { PostbackInput } from './conversions';

const PRINTABLE = new RegExp(NO_CONTROL_CHARS);

/**
 * A parameter's text: the first of a repeated one (`?txn_id=a&txn_id=b`), a number of a JSON body as written.
 * Anything else of a JSON body (an object, a list of them, true) is refused: written as text it would be
 * "[object Object]" for every such postback, and the next one taken for a duplicate and lost.
 */
function scalar(fields: Record<string, unknown>, name: string): string | undefined {
  const raw = Array.isArray(fields[name]) ? (fields[name] as unknown[])[0] : fields[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  throw invalidField(name, ERROR_CODES.wrongType, 'must be a text or a number');
}

function text(fields: Record<string, unknown>, name: string, pattern: RegExp, max: number): string | undefined {
  const s = scalar(fields, name);
  if (s === undefined) return undefined;
  if (s.length > max || !pattern.test(s)) throw invalidField(name, ERROR_CODES.invalidFormat, 'invalid value');
  return s;
}

function minorUnits(fields: Record<string, unknown>, name: string): number | undefined {
  const s = scalar(fields, name);
  if (s === undefined) return undefined;
  if (!/^\d{1,15}$/.test(s)) {
    throw invalidField(name, ERROR_CODES.invalidFormat, 'must be a non-negative integer amount in minor units');
  }
  return Number(s);
}

/** The postback's parameters (query string, JSON or form body), checked field by field. */
export function postbackInput(fields: Record<string, unknown>, ip: string): PostbackInput {
  const clickId = text(fields, 'click_id', /^[A-Za-z0-9]+$/, 32);
  if (!clickId) throw invalidField('click_id', ERROR_CODES.required, 'required');
  const status = text(fields, 'status', /^[a-z]+$/, 20);
  if (status !== undefined && !CONVERSION_STATUSES.includes(status as ConversionStatus)) {
    const allowed = CONVERSION_STATUSES.join(', ');
    throw invalidField('status', ERROR_CODES.notOneOf, `must be one of ${allowed}`, { allowed });
  }
  return {
    click_id: clickId,
    payout: minorUnits(fields, 'payout'),
    status: status as ConversionStatus | undefined,
    txn_id: text(fields, 'txn_id', PRINTABLE, 200),
    sale_amount: minorUnits(fields, 'sale_amount'),
    ip,
  };
}
