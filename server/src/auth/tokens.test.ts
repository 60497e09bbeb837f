import { jwtDecode } from 'jwt-decode';
import { nowSeconds } from '../shared/clock';
import { sha256, signToken, verifyToken } from './tokens';

const SECRET = 'unit-secret';
const now = nowSeconds();

describe('session tokens (HS256 JWT)', () => {
  const claims = { sub: '42', permissions: ['publisher'], iat: now, exp: now + 60 };

  it('round-trips claims and decodes with the standard jwt-decode library', () => {
    const token = signToken(claims, SECRET);
    expect(verifyToken(token, SECRET)).toEqual(claims);
    expect(jwtDecode(token)).toEqual(claims);
    expect(jwtDecode(token, { header: true })).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('rejects a token signed with another secret, tampered, expired or malformed', () => {
    const token = signToken(claims, SECRET);
    const [header, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
    expect(verifyToken(token, 'other-secret')).toBeNull();
    expect(verifyToken(`${header}.${forged}.${sig}`, SECRET)).toBeNull();
    expect(verifyToken(signToken({ ...claims, exp: now - 1 }, SECRET), SECRET)).toBeNull();
    for (const bad of ['', 'abc', 'a.b.c', `${token}.x`, `${token}%`, 'x'.repeat(10_000)]) {
      expect(verifyToken(bad, SECRET)).toBeNull();
    }
  });

  it('rejects the "none" algorithm', () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect(verifyToken(`${header}.${payload}.`, SECRET)).toBeNull();
  });

  it('hashes secrets with sha256 hex', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
