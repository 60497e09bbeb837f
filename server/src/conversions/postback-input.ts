import { CONVERSION_STATUSES, type ConversionStatus, GOAL_SLUG_PATTERN } from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { NO_CONTROL_CHARS } from '../shared/http/schemas';
import type { PostbackInput } from './conversions';
import { postbackDecimal } from './postback-money';

const PRINTABLE = new RegExp(NO_CONTROL_CHARS);
/** An offer goal's slug (offers/goals.ts), checked against the click's offer once it is known. */
const GOAL_SLUG = new RegExp(GOAL_SLUG_PATTERN);

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

/** An amount as its decimal text, in the offer's currency: converted once the click's offer is known. */
function decimal(fields: Record<string, unknown>, name: string): string | undefined {
  const s = scalar(fields, name);
  return s === undefined ? undefined : postbackDecimal(name, s);
}

/** The sale, as `amount` or under its older name `sale_amount` (advertisers set up with it still send it). */
function saleAmount(fields: Record<string, unknown>): Pick<PostbackInput, 'sale_amount' | 'sale_amount_field'> {
  const field = scalar(fields, 'amount') !== undefined ? 'amount' : 'sale_amount';
  return { sale_amount: decimal(fields, field), sale_amount_field: field };
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
    payout: decimal(fields, 'payout'),
    status: status as ConversionStatus | undefined,
    txn_id: text(fields, 'txn_id', PRINTABLE, 200),
    ...saleAmount(fields),
    goal: text(fields, 'goal', GOAL_SLUG, 50),
    ip,
  };
}
