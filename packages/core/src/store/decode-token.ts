import type { TokenClaims } from '@affnet/contracts';
import { InvalidTokenError, jwtDecode } from 'jwt-decode';

/** The errors of the spec's section 8 for tokens that cannot be read. */
export const INVALID_TOKEN = 'Invalid token specified';
export const ILLEGAL_BASE64URL = 'Illegal base64url string!';

export class TokenDecodeError extends Error {
  override name = 'TokenDecodeError';
}

const BASE64URL = /^[A-Za-z0-9_-]*={0,2}$/;

/** Reads the claims of a login token without verifying it (the server verifies). */
export function decodeToken(token: unknown): TokenClaims {
  if (typeof token !== 'string' || token.split('.').length !== 3) throw new TokenDecodeError(INVALID_TOKEN);
  const payload = token.split('.')[1] ?? '';
  if (!BASE64URL.test(payload) || payload.replace(/=+$/, '').length % 4 === 1) {
    throw new TokenDecodeError(ILLEGAL_BASE64URL);
  }
  try {
    return jwtDecode<TokenClaims>(token);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new TokenDecodeError(INVALID_TOKEN);
    throw error;
  }
}
