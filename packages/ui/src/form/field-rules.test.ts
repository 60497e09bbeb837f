import { MAX_NAME_LENGTH, NETWORK_ID_PATTERN } from '@affnet/contracts';
import { email, firstBreak, matches, maxLength, password, required, sameAs } from './field-rules';

const none = {};

test('required wants a non-blank value', () => {
  expect(required('', none)).toEqual({ key: 'common:required' });
  expect(required('   ', none)).toEqual({ key: 'common:required' });
  expect(required('x', none)).toBeNull();
});

test('email accepts plausible addresses of at most 254 characters', () => {
  expect(email('ana@example.com', none)).toBeNull();
  expect(email(' ana@example.com ', none)).toBeNull();
  expect(email('ana@example', none)).toEqual({ key: 'common:email' });
  expect(email('ana example.com', none)).toEqual({ key: 'common:email' });
  expect(email(`${'a'.repeat(250)}@x.io`, none)).toEqual({ key: 'common:tooLong', values: { max: 254 } });
});

test('password wants 8+ characters with a letter and a digit in any script, and leaves an empty one to required', () => {
  for (const ok of ['abcdefg1', 'contraseña9', 'пароль123', '']) expect(password(ok, none)).toBeNull();
  for (const weak of ['abc1', 'abcdefgh', '12345678'])
    expect(password(weak, none)).toEqual({ key: 'common:passwordRule' });
});

test('password refuses more than 72 bytes, as bcrypt would cut them', () => {
  expect(password(`a1${'x'.repeat(70)}`, none)).toBeNull();
  expect(password(`a1${'x'.repeat(71)}`, none)).toEqual({ key: 'common:tooLong', values: { max: 72 } });
  expect(password(`a1${'é'.repeat(36)}`, none)).toEqual({ key: 'common:tooLong', values: { max: 72 } });
});

test('sameAs compares a confirmation with its field', () => {
  expect(sameAs<{ password: string }>('password')('abc', { password: 'abc' })).toBeNull();
  expect(sameAs<{ password: string }>('password')('abd', { password: 'abc' })).toEqual({
    key: 'common:passwordsDiffer',
  });
});

test('maxLength takes names as long as the server does', () => {
  expect(maxLength(MAX_NAME_LENGTH)('x'.repeat(200), none)).toBeNull();
  expect(maxLength(MAX_NAME_LENGTH)('x'.repeat(201), none)).toEqual({ key: 'common:tooLong', values: { max: 200 } });
});

test('matches checks a contracts pattern and names its message', () => {
  const slug = matches(NETWORK_ID_PATTERN, 'auth:networkIdRule');
  expect(slug('acme-1', none)).toBeNull();
  expect(slug('Acme', none)).toEqual({ key: 'auth:networkIdRule' });
});

test('firstBreak reports the first broken rule', () => {
  expect(firstBreak('', none, [required, email])).toEqual({ key: 'common:required' });
  expect(firstBreak('x', none, [required, email])).toEqual({ key: 'common:email' });
  expect(firstBreak('a@b.co', none, [required, email])).toBeNull();
});
