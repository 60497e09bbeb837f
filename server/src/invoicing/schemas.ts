import { count, integerId, nullable } from '../shared/http/answers';
import { objectOf } from '../shared/http/schemas';

/* The JSON schema parts publisher settlement and advertiser billing share: money, days and an invoice's line. */

export const enumOf = <const V extends readonly string[]>(values: V) =>
  ({ type: 'string', enum: [...values] }) as const;
export const day = (description: string) => ({ type: 'string', format: 'date', description }) as const;
export const money = (description: string) => ({ type: 'integer', description }) as const;
/** The largest amount an owner types: a trillion minor units. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const currency = { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217' } as const;

/** A line of a publisher's or an advertiser's invoice (contracts: InvoiceLine, AdvertiserInvoiceLine). */
export const lineAnswer = objectOf({
  id: integerId,
  kind: enumOf(['conversions', 'adjustment'] as const),
  offer_id: { type: ['integer', 'null'] },
  offer_name: nullable('string'),
  goal: nullable('string'),
  conversions: count,
  amount: money('Minor units of the invoice currency'),
  reason: nullable('string'),
});
