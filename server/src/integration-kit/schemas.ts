import { postbackQuery } from '../conversions/schemas';
import { recordId } from '../shared/http/schemas';

const { click_id: _clickId, ...postbackFields } = postbackQuery.properties;

type PostbackFields = typeof postbackFields;
/** A field the postback takes as text or a JSON number, as text. */
type AsText<F> = F extends { type: readonly unknown[] } ? Omit<F, 'type'> & { type: 'string' } : F;

/** A query string holds only text: the postback's text-or-number fields are text here (ajv's strict mode warns on unions). */
const pixelFields = Object.fromEntries(
  Object.entries(postbackFields).map(([name, field]) => [
    name,
    Array.isArray(field.type) ? { ...field, type: 'string' } : field,
  ]),
) as { [K in keyof PostbackFields]: AsText<PostbackFields[K]> };

/** The pixel takes the postback's parameters but the click id (the browser's cookie holds it), and the offer's id. */
export const pixelQuery = {
  type: 'object',
  properties: {
    offer_id: { ...recordId, description: 'The offer converted' },
    ...pixelFields,
  },
  required: ['offer_id'],
} as const;

const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;

export const kitAnswer = {
  type: 'object',
  properties: {
    offer_id: { type: 'integer' },
    currency: text,
    tracking_domain: text,
    postback_url: { type: 'string', description: 'The S2S postback, the advertiser’s values as {placeholders}' },
    pixel_url: { type: 'string', description: 'The image pixel of a thank-you page' },
    pixel_html: text,
    script_html: { type: 'string', description: 'A script that loads the pixel from the tracking domain' },
  },
  required: ['offer_id', 'currency', 'tracking_domain', 'postback_url', 'pixel_url', 'pixel_html', 'script_html'],
  additionalProperties: false,
} as const;

const amount = { type: 'integer' } as const;

export const testConversionAnswer = {
  type: 'object',
  description: 'Each step of a test conversion, made and rolled back: no figure, list or file keeps it',
  properties: {
    click: {
      type: 'object',
      properties: {
        click_id: nullableText,
        problem: { type: ['string', 'null'], enum: ['no_publisher', null] },
      },
      required: ['click_id', 'problem'],
      additionalProperties: false,
    },
    conversion: {
      type: ['object', 'null'],
      properties: {
        conversion_id: { type: 'integer' },
        status: text,
        duplicate: { type: 'boolean' },
        reason: nullableText,
        payout: amount,
        revenue: amount,
        profit: amount,
        currency: text,
      },
      required: ['conversion_id', 'status', 'duplicate', 'reason', 'currency'],
      additionalProperties: false,
    },
    postbacks: {
      type: 'array',
      description: "The publisher's postbacks queued, fired once with affnet_test=1, and their answers",
      items: {
        type: 'object',
        properties: {
          url: { type: ['string', 'null'], description: 'Shown to the owner only' },
          status_code: { type: ['integer', 'null'] },
          error: nullableText,
          duration_ms: { type: 'integer' },
        },
        required: ['url', 'status_code', 'error', 'duration_ms'],
        additionalProperties: false,
      },
    },
  },
  required: ['click', 'conversion', 'postbacks'],
  additionalProperties: false,
} as const;
