import { ERROR_CODES, type ErrorParams } from '@affnet/contracts';

export { ERROR_CODES };

/**
 * An expected failure with the HTTP status, the English message for developers, a stable code the page translates
 * and, when it is about one input, that input's path (`field`) and the values its message needs (`params`).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: string = ERROR_CODES.invalidInput) =>
  new AppError(400, code, message);
/** A 400 about one input: `msg` reads "field: reason", `field` and `code` let the page show it on that input. */
export const invalidField = (field: string, code: string, reason: string, params?: ErrorParams) =>
  new AppError(400, code, `${field}: ${reason}`, {}, field, params);
export const unauthenticated = (message = 'Please sign in again') =>
  new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new AppError(404, ERROR_CODES.notFound, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.tooManyRequests, message, { 'retry-after': String(retryAfterSeconds) });
export const payloadTooLarge = (message: string) => new AppError(413, ERROR_CODES.payloadTooLarge, message);
