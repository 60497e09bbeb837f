import type { Envelope } from '@affnet/contracts';

/** A failed call: the server's message (or the HTTP status text), its status and stable code. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly body?: Envelope,
  ) {
    super(message);
  }
}
