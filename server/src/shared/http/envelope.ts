import type { Envelope } from '@affnet/contracts';

export function ok<T>(msg: string, payload?: T): Envelope<T> {
  return payload === undefined ? { err: 0, msg } : { err: 0, msg, payload };
}
