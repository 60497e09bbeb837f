import type { ErrorParams, Page } from '@affnet/contracts';
import { ApiError } from '@affnet/core';

/** A failure as the API client reports it: the server's `msg`, status and code, and the field when it names one. */
export function serverError(
  message: string,
  status = 400,
  code = 'INVALID_INPUT',
  about: { field?: string; params?: ErrorParams } = {},
): ApiError {
  return new ApiError(message, status, code, { err: 1, msg: message, code, ...about });
}

/** One page of a list answer; a test that pages says how many rows there are in all and how many a page holds. */
export function pageOf<T>(rows: T[], { total = rows.length, page = 1, limit = 20 } = {}): Page<T> {
  return { rows, total, page, limit };
}
