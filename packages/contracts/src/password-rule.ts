import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './limits';

/**
 * What is wrong with a new password under the server's rule, or null when it is accepted: at least
 * MIN_PASSWORD_LENGTH characters with a letter and a digit (in any script), at most MAX_PASSWORD_BYTES bytes of UTF-8
 * (bcrypt reads no further). Written once so the forms cannot drift from the server.
 */
export function passwordProblem(password: string): 'tooLong' | 'weak' | null {
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return 'tooLong';
  const strong = password.length >= MIN_PASSWORD_LENGTH && /\p{L}/u.test(password) && /\p{N}/u.test(password);
  return strong ? null : 'weak';
}
