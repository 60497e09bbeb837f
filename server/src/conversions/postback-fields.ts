import type { FastifyRequest } from 'fastify';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty parameters left out; in a query string, a repeated one as its first. */
function asSent(fields: Fields, firstOfRepeated: boolean): Fields {
  const kept: Fields = {};
  for (const [name, raw] of Object.entries(fields)) {
    const value = firstOfRepeated && Array.isArray(raw) ? raw[0] : raw;
    if (value !== '') kept[name] = value;
  }
  return kept;
}

/**
 * preValidation of /postback: an advertiser's template sends every parameter it has a macro for, so an empty one
 * (`payout=` for a conversion without an amount) is one not sent, and a parameter repeated in the query string counts
 * once, as its first. The schemas then check what the postback reads. A JSON body's list stays a list (and is refused
 * by its schema): it is no repeated parameter.
 */
export async function asAdvertisersSend(request: FastifyRequest) {
  if (isFields(request.query)) request.query = asSent(request.query, true);
  if (isFields(request.body)) request.body = asSent(request.body, false);
}
