/** Every server answer, success or failure, comes in this envelope (spec section 7). */
export interface Envelope<T = unknown> {
  /** 0 on success, 1 on failure. */
  err: 0 | 1;
  msg: string;
  payload?: T;
  /** Stable machine-readable error code, present when err is 1. */
  code?: string;
}

export type ErrorEnvelope = Envelope<never> & { err: 1 };
