import { email, firstError, LIMITS, maxLength, networkId, password, required, sameAs } from './validation-rules';

const none = {};

describe('validation rules', () => {
  it('requires a non-blank value', () => {
    expect(required('', none)).toEqual({ key: 'common:required' });
    expect(required('   ', none)).toEqual({ key: 'common:required' });
    expect(required('x', none)).toBeNull();
  });

  it('accepts plausible email addresses only', () => {
    expect(email('ana@example.com', none)).toBeNull();
    expect(email(' ana@example.com ', none)).toBeNull();
    expect(email('ana@example', none)).toEqual({ key: 'common:email' });
    expect(email('ana example.com', none)).toEqual({ key: 'common:email' });
    expect(email(`${'a'.repeat(250)}@x.io`, none)).toEqual({ key: 'common:tooLong', max: 254 });
  });

  it('wants 8+ characters with a letter and a digit', () => {
    expect(password('abcdefg1', none)).toBeNull();
    expect(password('contraseña9', none)).toBeNull();
    expect(password('пароль123', none)).toBeNull();
    expect(password('abc1', none)).toEqual({ key: 'common:passwordRule' });
    expect(password('abcdefgh', none)).toEqual({ key: 'common:passwordRule' });
    expect(password('12345678', none)).toEqual({ key: 'common:passwordRule' });
  });

  it('refuses passwords over 72 bytes, as bcrypt would cut them', () => {
    expect(password(`a1${'x'.repeat(70)}`, none)).toBeNull();
    expect(password(`a1${'x'.repeat(71)}`, none)).toEqual({ key: 'common:tooLong', max: 72 });
    expect(password(`a1${'é'.repeat(36)}`, none)).toEqual({ key: 'common:tooLong', max: 72 });
  });

  it('compares a confirmation with its field', () => {
    expect(sameAs('password')('abc', { password: 'abc' })).toBeNull();
    expect(sameAs('password')('abd', { password: 'abc' })).toEqual({ key: 'common:passwordsDiffer' });
  });

  it('limits length', () => {
    expect(maxLength(3)('abc', none)).toBeNull();
    expect(maxLength(3)('abcd', none)).toEqual({ key: 'common:tooLong', max: 3 });
  });

  it('takes names and company names as long as the server does (200 characters)', () => {
    for (const limit of [LIMITS.name, LIMITS.companyName]) {
      expect(maxLength(limit)('x'.repeat(200), none)).toBeNull();
      expect(maxLength(limit)('x'.repeat(201), none)).toEqual({ key: 'common:tooLong', max: 200 });
    }
  });

  it('accepts network ids of 3 to 30 lowercase letters, digits and hyphens', () => {
    for (const ok of ['acme', 'a-1', 'x'.repeat(30), 'globex-2']) expect(networkId(ok, none)).toBeNull();
    for (const bad of ['ab', 'Acme', 'acme_co', 'acme.io', 'x'.repeat(31), 'ac me']) {
      expect(networkId(bad, none)).toEqual({ key: 'auth:networkIdRule' });
    }
  });

  it('reports the first broken rule', () => {
    expect(firstError('', none, [required, email])).toEqual({ key: 'common:required' });
    expect(firstError('x', none, [required, email])).toEqual({ key: 'common:email' });
    expect(firstError('a@b.co', none, [required, email])).toBeNull();
  });
});
