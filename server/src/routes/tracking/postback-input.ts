import { CONVERSION_STATUSES, type ConversionStatus } from '@affnet/contracts';
import { ERROR_CODES, invalidField } from '../../errors';
import type { PostbackInput } from '../../services/conversions';
import { NO_CONTROL_CHARS } from '../schemas';

const PRINTABLE = new RegExp(NO_CONTROL_CHARS);

const value = (raw: unknown) => (Array.isArray(raw) ? raw[0] : raw);

function text(fields: Record<string, unknown>, name: string, pattern: RegExp, max: number): string | undefined {
  const raw = value(fields[name]);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const s = String(raw);
  if (s.length > max || !pattern.test(s)) throw invalidField(name, ERROR_CODES.invalidFormat, 'invalid value');
  return s;
}

function minorUnits(fields: Record<string, unknown>, name: string): number | undefined {
  const raw = value(fields[name]);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const s = String(raw);
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
    {
      const allowed = CONVERSION_STATUSES.join(', ');
      throw invalidField('status', ERROR_CODES.notOneOf, `must be one of ${allowed}`, { allowed });
    }
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
