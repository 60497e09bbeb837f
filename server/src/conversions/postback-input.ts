import { ERROR_CODES, invalidField } from '../shared/errors';
import type { PostbackInput } from './conversions';
import { postbackDecimal } from './postback-money';
import type { PostbackFields } from './schemas';

/**
 * What the route's schemas (schemas.ts) cannot say about a postback: its click id may come in the query or
 * the body, a number of a JSON body is read as the text it was written as, and an amount's refusal says what is
 * wrong with it (postback-money.ts). Each part was checked by its schema before.
 */
const textOf = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/** An amount as its decimal text, in the offer's currency: converted once the click's offer is known. */
function decimal(field: string, value: string | number | undefined): string | undefined {
  const text = textOf(value);
  return text === undefined ? undefined : postbackDecimal(field, text);
}

/** The postback's parameters: the query string's, under the body's (JSON or form). */
export function postbackInput(fields: PostbackFields, ip: string): PostbackInput {
  if (fields.click_id === undefined) throw invalidField('click_id', ERROR_CODES.required, 'required');
  // The sale, as `amount` or under its older name `sale_amount` (advertisers set up with it still send it).
  const saleField = fields.amount !== undefined ? 'amount' : 'sale_amount';
  return {
    click_id: fields.click_id,
    payout: decimal('payout', fields.payout),
    status: fields.status,
    txn_id: textOf(fields.txn_id),
    sale_amount: decimal(saleField, fields[saleField]),
    sale_amount_field: saleField,
    goal: fields.goal,
    ip,
  };
}
