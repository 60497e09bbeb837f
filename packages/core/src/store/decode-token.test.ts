import { decodeToken, ILLEGAL_BASE64URL, INVALID_TOKEN } from './decode-token';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;

describe('decodeToken', () => {
  it('reads the claims of a well-formed token', () => {
    expect(decodeToken(token({ sub: '7', permissions: ['network'] }))).toMatchObject({
      sub: '7',
      permissions: ['network'],
    });
  });

  it.each([
    ['not a string', 42],
    ['an empty string', ''],
    ['one part', 'abc'],
    ['two parts', 'abc.def'],
    ['a payload that is not JSON', `${encode({})}.${Buffer.from('not json').toString('base64url')}.sig`],
  ])("fails on %s with 'Invalid token specified'", (_, value) => {
    expect(() => decodeToken(value)).toThrow(INVALID_TOKEN);
  });

  it.each([
    ['characters outside base64url', 'a.b$c!.d'],
    ['an impossible length', 'a.abcde.d'],
  ])("fails on %s with 'Illegal base64url string!'", (_, value) => {
    expect(() => decodeToken(value)).toThrow(ILLEGAL_BASE64URL);
  });

  it('uses the exact texts of the spec', () => {
    expect(INVALID_TOKEN).toBe('Invalid token specified');
    expect(ILLEGAL_BASE64URL).toBe('Illegal base64url string!');
  });
});
