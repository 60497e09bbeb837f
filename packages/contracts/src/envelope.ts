import type { ErrorParams } from './error-codes';

/** Every server answer, success or failure, comes in this envelope (spec section 7). */
export interface Envelope<T = unknown> {
  /** 0 on success, 1 on failure. */
  err: 0 | 1;
  /** A readable English sentence; on failure it names the field it is about. */
  msg: string;
  payload?: T;
  /** Stable machine-readable error code (ERROR_CODES), present when err is 1. */
  code?: string;
  /** The input the error is about, as a dotted path of the request body ("userDetails.email"). */
  field?: string;
  /** Values the translated message of `code` needs (a limit, the allowed values). */
  params?: ErrorParams;
}

export type ErrorEnvelope = Envelope<never> & { err: 1 };
