import { recordId } from '../shared/http/schemas';

const subId = (n: number) =>
  ({
    type: 'string',
    description: `Sub ID ${n}: the publisher's own reference, kept up to 200 characters`,
  }) as const;

/**
 * The tracking link's parameters (offers/links.ts writes them). The route never refuses a click (decideClick records
 * a bad one, refused): this schema is checked with `attachValidation`, its result left to decideClick.
 */
export const clickQuery = {
  type: 'object',
  description:
    "The publisher's tracking link. Sub ID 1 may come under the network's own name for it (network settings " +
    '`parameter`); other parameters are ignored. Nothing is refused: a bad click is recorded and not sent on.',
  properties: {
    offer_id: recordId,
    aff_id: { ...recordId, description: "The publisher's id" },
    aff_sub1: subId(1),
    aff_sub2: subId(2),
    aff_sub3: subId(3),
    aff_sub4: subId(4),
    aff_sub5: subId(5),
  },
  additionalProperties: true,
} as const;
