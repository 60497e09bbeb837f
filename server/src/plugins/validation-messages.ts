import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Readable texts for the patterns used in our schemas (see routes/schemas.ts). */
const PATTERN_MESSAGES: Record<string, string> = {
  '^[a-z0-9-]+$': 'must contain only lowercase letters, digits and hyphens',
  '^[A-Za-z0-9_.-]+$': 'is not a valid link or token',
  '^[^\\u0000-\\u001f\\u007f]*$': 'must not contain control characters',
  '^https?://[^\\s]+$': 'must be an http(s) URL',
  '^(https?://[^\\s]+)?$': 'must be an http(s) URL or empty',
  '^[A-Z]{3}$': 'must be a 3-letter uppercase currency code such as USD',
  '^[A-Z]{2}$': 'must be a 2-letter uppercase country code such as US',
  '^[A-Za-z]{2}$': 'must be a 2-letter country code such as US',
};

const PART_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query string', params: 'Path' };

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'format':
      return params.format === 'email' ? 'must be a valid email address' : `must be a valid ${String(params.format)}`;
    case 'type':
      return `must be ${String(params.type).split(',').map(article).join(' or ')}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters long`;
    case 'pattern':
      return PATTERN_MESSAGES[String(params.pattern)] ?? 'has an invalid format';
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'additionalProperties':
      return 'is not allowed';
    default:
      return error.message ?? 'is invalid';
  }
}

/** `userDetails.email: must be a valid email address` from the first ajv error. */
export function describeValidation(errors: FastifySchemaValidationError[], part: string | undefined): string {
  const error = errors[0];
  if (!error) return 'The request is invalid';
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  const field = path.length > 0 ? path.join('.').slice(0, 100) : (PART_NAMES[part ?? ''] ?? 'Request');
  return `${field}: ${messageOf(error)}`;
}
