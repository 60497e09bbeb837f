/** An expected failure with the HTTP status, the message shown to the user and a stable code for developers. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const ERROR_CODES = {
  invalidInput: 'INVALID_INPUT',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL',
} as const;

export const badRequest = (message: string, code: string = ERROR_CODES.invalidInput) =>
  new AppError(400, code, message);
export const unauthenticated = (message = 'Please sign in again') =>
  new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.tooManyRequests, message, { 'retry-after': String(retryAfterSeconds) });
export const payloadTooLarge = (message: string) => new AppError(413, ERROR_CODES.payloadTooLarge, message);
