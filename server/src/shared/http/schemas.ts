import {
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_NETWORK_ID_LENGTH,
  MAX_RECORD_ID,
  MIN_NETWORK_ID_LENGTH,
  NETWORK_ID_PATTERN,
} from '@affnet/contracts';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import Ajv, { type AnySchema } from 'ajv';
import addFormats from 'ajv-formats';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';

/**
 * Request types from the route's schema: `request.body`, `query` and `params` are what json-schema-to-ts reads in
 * it, so a shape is written once. Answers stay untyped here: a CSV, a logo or a redirect is not the JSON its document
 * describes, and every answer of every test is checked against the served document (test/answer-check.ts).
 */
export interface SchemaTypes extends FastifyTypeProvider {
  validator: RequestOf<this['schema']>;
  serializer: unknown;
}

type RequestOf<Schema> = (JsonSchemaToTsProvider & { schema: Schema })['validator'];

/** The app as a route plugin sees it: handlers typed by their schemas. */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypes
>;

/** JSON-schema building blocks shared by the routes; every string has a maximum length. */
export const NO_CONTROL_CHARS = '^[^\\u0000-\\u001f\\u007f]*$';

export const text = (maxLength: number, minLength = 1) =>
  ({ type: 'string', minLength, maxLength, pattern: NO_CONTROL_CHARS }) as const;

export const email = { type: 'string', format: 'email', minLength: 3, maxLength: MAX_EMAIL_LENGTH } as const;

/** Rules beyond length (a letter and a digit) are checked by the password service with a readable message. */
export const password = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** Opaque tokens and links: url-safe characters only. */
export const opaqueToken = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_.-]+$' } as const;

/** A row's id, in a path, query or body: every id is 64-bit since migration 017, as far as a JSON number holds. */
export const recordId = { type: 'integer', minimum: 1, maximum: MAX_RECORD_ID } as const;

/** An id that may be left empty (`null`), e.g. a postback for every offer. */
export const nullableRecordId = { ...recordId, type: ['integer', 'null'] } as const;

export const networkId = {
  type: 'string',
  minLength: MIN_NETWORK_ID_LENGTH,
  maxLength: MAX_NETWORK_ID_LENGTH,
  pattern: NETWORK_ID_PATTERN,
} as const;

/** The name of a person, a company or an offer. */
export const nameText = text(MAX_NAME_LENGTH);

type Properties = Record<string, object>;

/**
 * A closed object of these properties, every one required unless `required` names some. Generic, so that the route's
 * handler types (json-schema-to-ts) see each property and which are required.
 */
export function objectOf<const P extends Properties>(properties: P): ClosedObject<P, (keyof P & string)[]>;
export function objectOf<const P extends Properties, const R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
): ClosedObject<P, R>;
export function objectOf(properties: Properties, required: readonly string[] = Object.keys(properties)) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

type ClosedObject<P, R> = { type: 'object'; properties: P; required: R; additionalProperties: false };

export const credentials = objectOf({ email, password });

/**
 * The body of a call that takes none: nothing, or an empty object (extra fields are dropped). Nullable, because a
 * schema of `type: 'object'` alone would refuse the bodiless POST the front ends send.
 */
export const noBody = {
  type: ['object', 'null'],
  description: 'No body: send nothing, or an empty object',
  properties: {},
  additionalProperties: false,
} as const;

/**
 * Public routes that take a partner's input as sent (the advertiser's postback) are validated by their schema without
 * Fastify's coercions and defaults: `status: true` in a JSON body is a wrong type, not the text "true", `txn_id: true`
 * is not stored as "true", and a status left out of a body leaves the query string's.
 */
const asSentValidator = addFormats(new Ajv({ allowUnionTypes: true }));

export const validatedAsSent: { validatorCompiler: FastifySchemaCompiler<AnySchema> } = {
  validatorCompiler: ({ schema }) => asSentValidator.compile(schema),
};
