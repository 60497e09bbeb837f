/**
 * Stable error codes the server sends in `{ err: 1, msg, code, field }`. The page turns a code into a message in
 * the user's language (the `errors` namespace of @affnet/i18n); `msg` stays an English sentence for developers.
 */
export const ERROR_CODES = {
  // Whole request
  invalidInput: 'INVALID_INPUT',
  malformedJson: 'MALFORMED_JSON',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL',
  // One field, from the request schema
  required: 'REQUIRED',
  invalidEmail: 'INVALID_EMAIL',
  wrongType: 'WRONG_TYPE',
  tooShort: 'TOO_SHORT',
  tooLong: 'TOO_LONG',
  tooSmall: 'TOO_SMALL',
  tooLarge: 'TOO_LARGE',
  notOneOf: 'NOT_ONE_OF',
  unknownField: 'UNKNOWN_FIELD',
  invalidFormat: 'INVALID_FORMAT',
  invalidUrl: 'INVALID_URL',
  invalidSlug: 'INVALID_SLUG',
  invalidCurrency: 'INVALID_CURRENCY',
  invalidCountry: 'INVALID_COUNTRY',
  controlCharacters: 'CONTROL_CHARACTERS',
  invalidDate: 'INVALID_DATE',
  invalidRange: 'INVALID_RANGE',
  // One field, from a rule of the product
  weakPassword: 'WEAK_PASSWORD',
  emailTaken: 'EMAIL_TAKEN',
  networkIdTaken: 'NETWORK_ID_TAKEN',
  domainTaken: 'DOMAIN_TAKEN',
  domainReserved: 'DOMAIN_RESERVED',
  invalidHost: 'INVALID_HOST',
  refusedTarget: 'REFUSED_TARGET',
  unknownMacro: 'UNKNOWN_MACRO',
  macroInHost: 'MACRO_IN_HOST',
  unknownTimeZone: 'UNKNOWN_TIME_ZONE',
  nameTaken: 'NAME_TAKEN',
  unknownPlaceholder: 'UNKNOWN_PLACEHOLDER',
  unknownColumn: 'UNKNOWN_COLUMN',
  duplicateColumn: 'DUPLICATE_COLUMN',
  noSuchAdvertiser: 'NO_SUCH_ADVERTISER',
  noSuchManager: 'NO_SUCH_MANAGER',
  offerNotRunnable: 'OFFER_NOT_RUNNABLE',
  invalidImage: 'INVALID_IMAGE',
  logoTypeMismatch: 'LOGO_TYPE_MISMATCH',
  unsafeSvg: 'UNSAFE_SVG',
  unknownRelease: 'UNKNOWN_RELEASE',
  releaseExists: 'RELEASE_EXISTS',
  sameRelease: 'SAME_RELEASE',
  invalidArea: 'INVALID_AREA',
  // Whole action
  wrongCredentials: 'WRONG_CREDENTIALS',
  // Right credentials on another account type's sign-in page: the code names his own page.
  useMemberSignIn: 'USE_MEMBER_SIGN_IN',
  useNetworkSignIn: 'USE_NETWORK_SIGN_IN',
  useAdminSignIn: 'USE_ADMIN_SIGN_IN',
  inactive: 'INACTIVE',
  invalidResetLink: 'INVALID_RESET_LINK',
  invalidAccountToken: 'INVALID_ACCOUNT_TOKEN',
  invalidInvite: 'INVALID_INVITE',
  hasTraffic: 'HAS_TRAFFIC',
  networkHasTraffic: 'NETWORK_HAS_TRAFFIC',
  networkInactive: 'NETWORK_INACTIVE',
  noApprovalNeeded: 'NO_APPROVAL_NEEDED',
  noPendingChange: 'NO_PENDING_CHANGE',
  credentialsExist: 'CREDENTIALS_EXIST',
  expired: 'EXPIRED',
  notReady: 'NOT_READY',
  noCanary: 'NO_CANARY',
  noPreviousRelease: 'NO_PREVIOUS_RELEASE',
  // Settlement (issue 30).
  payoutRunExists: 'PAYOUT_RUN_EXISTS',
  alreadyApproved: 'ALREADY_APPROVED',
  // Advertiser billing (issue 30).
  billingRunExists: 'BILLING_RUN_EXISTS',
  alreadySent: 'ALREADY_SENT',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Values a translated message needs, such as the limit of TOO_LONG or the reason of REFUSED_TARGET. */
export type ErrorParams = Record<string, string | number>;
