import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, passwordProblem } from '@affnet/contracts';
import { compare, hash } from 'bcryptjs';
import { ERROR_CODES, invalidField } from '../shared/errors';

/** The product's rule, `passwordProblem` of @affnet/contracts (the forms check the same), with the server's words. */
export function assertPasswordRules(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem === 'tooLong') {
    throw invalidField(field, ERROR_CODES.tooLong, `must be at most ${MAX_PASSWORD_BYTES} bytes long`, {
      limit: MAX_PASSWORD_BYTES,
    });
  }
  if (problem === 'weak' && password.length < MIN_PASSWORD_LENGTH) {
    throw invalidField(field, ERROR_CODES.weakPassword, `must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  if (problem === 'weak') {
    throw invalidField(field, ERROR_CODES.weakPassword, 'must contain at least one letter and one digit');
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
