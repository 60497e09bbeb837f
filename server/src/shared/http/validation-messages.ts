import { ERROR_CODES, type ErrorParams, RELEASE_VERSION_PATTERN } from '@affnet/contracts';
import type { FastifySchemaValidationError } from 'fastify/types/schema';

/** Readable texts and codes for the patterns used in our schemas (see routes/schemas.ts). */
const PATTERNS: Record<string, { code: string; text: string }> = {
  '^[a-z0-9-]+$': { code: ERROR_CODES.invalidSlug, text: 'must contain only lowercase letters, digits and hyphens' },
  '^[A-Za-z0-9_.-]+$': { code: ERROR_CODES.invalidFormat, text: 'is not a valid link or token' },
  '^[^\\u0000-\\u001f\\u007f]*$': { code: ERROR_CODES.controlCharacters, text: 'must not contain control characters' },
  '^https?://[^\\s]+$': { code: ERROR_CODES.invalidUrl, text: 'must be an http(s) URL' },
  '^(https?://[^\\s]+)?$': { code: ERROR_CODES.invalidUrl, text: 'must be an http(s) URL or empty' },
  '^[A-Z]{3}$': { code: ERROR_CODES.invalidCurrency, text: 'must be a 3-letter uppercase currency code such as USD' },
  '^[A-Z]{2}$': { code: ERROR_CODES.invalidCountry, text: 'must be a 2-letter uppercase country code such as US' },
  '^[A-Za-z]{2}$': { code: ERROR_CODES.invalidCountry, text: 'must be a 2-letter country code such as US' },
  [RELEASE_VERSION_PATTERN.source]: { code: ERROR_CODES.invalidFormat, text: 'must be a version such as 1.4.0' },
};

const PART_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query string', params: 'Path' };

/** What the page needs to show a schema failure on its input, and the English sentence for developers. */
export interface ValidationFailure {
  msg: string;
  code: string;
  field?: string;
  params?: ErrorParams;
}

interface Reason {
  code: string;
  text: string;
  params?: ErrorParams;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function reasonOf(error: FastifySchemaValidationError): Reason {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return { code: ERROR_CODES.required, text: 'is required' };
    case 'format':
      if (params.format === 'email') return { code: ERROR_CODES.invalidEmail, text: 'must be a valid email address' };
      if (params.format === 'date') return { code: ERROR_CODES.invalidDate, text: 'must be a date YYYY-MM-DD' };
      return { code: ERROR_CODES.invalidFormat, text: `must be a valid ${String(params.format)}` };
    case 'type':
      return {
        code: ERROR_CODES.wrongType,
        text: `must be ${String(params.type).split(',').map(article).join(' or ')}`,
      };
    case 'minLength':
      return limit === 1
        ? { code: ERROR_CODES.required, text: 'must not be empty' }
        : { code: ERROR_CODES.tooShort, text: `must be at least ${limit} characters long`, params: { limit } };
    case 'maxLength':
      return { code: ERROR_CODES.tooLong, text: `must be at most ${limit} characters long`, params: { limit } };
    case 'pattern':
      return PATTERNS[String(params.pattern)] ?? { code: ERROR_CODES.invalidFormat, text: 'has an invalid format' };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String).join(', ');
      return { code: ERROR_CODES.notOneOf, text: `must be one of ${allowed}`, params: { allowed } };
    }
    case 'minimum':
      return { code: ERROR_CODES.tooSmall, text: `must be at least ${limit}`, params: { limit } };
    case 'maximum':
      return { code: ERROR_CODES.tooLarge, text: `must be at most ${limit}`, params: { limit } };
    case 'additionalProperties':
      return { code: ERROR_CODES.unknownField, text: 'is not allowed' };
    default:
      return { code: ERROR_CODES.invalidInput, text: error.message ?? 'is invalid' };
  }
}

/** `userDetails.email: must be a valid email address`, code INVALID_EMAIL, field `userDetails.email`. */
export function describeValidation(
  errors: FastifySchemaValidationError[],
  part: string | undefined,
): ValidationFailure {
  const error = errors[0];
  if (!error) return { msg: 'The request is invalid', code: ERROR_CODES.invalidInput };
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  const field = path.length > 0 ? path.join('.').slice(0, 100) : undefined;
  const reason = reasonOf(error);
  const named = field ?? PART_NAMES[part ?? ''] ?? 'Request';
  return { msg: `${named}: ${reason.text}`, code: reason.code, field, params: reason.params };
}
