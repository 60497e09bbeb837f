/*
 * Limits and patterns that the server enforces and the web checks before sending, written once so the two cannot
 * drift apart. Patterns are JSON-schema source text (the server's schemas take them as they are; the web builds a
 * RegExp from them).
 */

/**
 * The largest id of a stored row. Ids are 64-bit on the database (migration 017) but travel as JSON numbers, which
 * hold whole numbers exactly only up to 2^53 - 1.
 */
export const MAX_RECORD_ID = Number.MAX_SAFE_INTEGER;

/** The longest postback URL a publisher may save: longer ones are refused rather than cut by a receiving server. */
export const MAX_POSTBACK_URL = 2000;

/** bcrypt only reads a password's first 72 bytes (UTF-8): a longer one is refused rather than silently cut. */
export const MAX_PASSWORD_BYTES = 72;

/** The shortest password accepted (it must also hold a letter and a digit, in any script). */
export const MIN_PASSWORD_LENGTH = 8;

/** The longest e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** The forms' check that an e-mail address is plausible before it is sent (the server checks its format fully). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** The longest name of a person, a company or an offer. */
export const MAX_NAME_LENGTH = 200;

/** A network's id, the slug of its default host (`<id>.<base domain>`): lower-case letters, digits and dashes. */
export const NETWORK_ID_PATTERN = '^[a-z0-9-]+$';
export const MIN_NETWORK_ID_LENGTH = 3;
export const MAX_NETWORK_ID_LENGTH = 30;

/** The largest daily or monthly cap of an offer or a goal (conversions). */
export const MAX_CAP = 1_000_000_000;

/**
 * A host name as a network's dashboard or tracking domain: lower-case DNS labels of at most 63 characters, and an
 * optional `:port` (its digits captured, for the server to check the range).
 */
export const HOST_PATTERN =
  '^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::(\\d{1,5}))?$';

/** A query-string parameter name of the tracking link settings. */
export const LINK_PARAMETER_PATTERN = '^[A-Za-z0-9_.-]+$';
export const MAX_LINK_PARAMETER_LENGTH = 100;

/** The largest share of a publisher's conversions a network may withhold. */
export const MAX_CUTBACK_PERCENT = 100;

/** An offer goal's slug, the value an advertiser's postback names it by (`goal=`). */
export const GOAL_SLUG_PATTERN = '^[a-z0-9][a-z0-9_-]*$';
export const MAX_GOAL_SLUG_LENGTH = 50;

/** An offer's web address (destination, preview, thumbnail): http or https, no spaces. */
export const HTTP_URL_PATTERN = '^https?://[^\\s]+$';

/** An ISO 4217 currency code as the server stores it (the forms take it in any case and send it upper-cased). */
export const CURRENCY_PATTERN = '^[A-Z]{3}$';

/** An ISO 3166-1 alpha-2 country code as the server stores it (likewise upper-cased by the forms). */
export const COUNTRY_PATTERN = '^[A-Z]{2}$';
