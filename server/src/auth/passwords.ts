import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '@affnet/contracts';
import { compare, hash } from 'bcryptjs';
import { ERROR_CODES, invalidField } from '../shared/errors';

/** Product rule: at least 8 characters with a letter and a digit. */
export function assertPasswordRules(password: string, field = 'password'): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw invalidField(field, ERROR_CODES.weakPassword, `must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    throw invalidField(field, ERROR_CODES.weakPassword, 'must contain at least one letter and one digit');
  }
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) {
    throw invalidField(field, ERROR_CODES.tooLong, `must be at most ${MAX_PASSWORD_BYTES} bytes long`, {
      limit: MAX_PASSWORD_BYTES,
    });
  }
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, cost);
}

let dummyHash: Promise<string> | null = null;

/** Compares against a real hash, or a dummy one when there is no account, so both take the same time. */
export async function passwordMatches(password: string, passwordHash: string | undefined, cost: number) {
  if (passwordHash) return compare(password, passwordHash);
  dummyHash ??= hash('no-such-account-0', cost);
  await compare(password, await dummyHash);
  return false;
}
