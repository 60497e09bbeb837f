import type { Envelope, ErrorParams } from '@affnet/contracts';

/** The code of a call that got no answer in time (`CALL_TIMEOUT_MS`); its status is 0. */
export const REQUEST_TIMEOUT = 'REQUEST_TIMEOUT';
/** The code of a call its caller aborted (a superseded query); its status is 0, and no one is told. */
export const REQUEST_ABORTED = 'REQUEST_ABORTED';

/**
 * A failed call: the server's English message (for developers and logs), the status, the stable code, and the input
 * it is about (`field`, a dotted path of the request body) with the values its translated message needs.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly field: string | undefined;
  readonly params: ErrorParams | undefined;
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: Envelope,
  ) {
    super(message);
    this.field = typeof body?.field === 'string' ? body.field : undefined;
    this.params = body?.params && typeof body.params === 'object' ? body.params : undefined;
  }
}
