import { curlSample, queryOf, type TryForm } from './curl-sample';

const form = (changes: Partial<TryForm> = {}): TryForm => ({
  offer_type: 'active',
  limit: '20',
  page: '1',
  apikey: 'pk_abc',
  secretkey: '',
  ...changes,
});

it('builds the query from the filled-in parameters only', () => {
  expect(queryOf(form())).toBe('?offer_type=active&limit=20&page=1');
  expect(queryOf(form({ limit: ' ', page: '' }))).toBe('?offer_type=active');
});

it('masks the secret until it is typed, and quotes values for the shell', () => {
  expect(curlSample('http://acme.localhost:3000/', '/publisher/offers/v2', form())).toBe(
    "curl -s 'http://acme.localhost:3000/publisher/offers/v2?offer_type=active&limit=20&page=1' \\\n" +
      "  -H 'apikey: pk_abc' \\\n" +
      "  -H 'secretkey: YOUR_SECRET_KEY'",
  );
  expect(curlSample('http://a', '/p', form({ secretkey: "it's" }), true)).toContain(`-H 'secretkey: it'\\''s'`);
});

it('keeps a typed secret out of the sample unless the user chose to reveal it', () => {
  const typed = form({ secretkey: 'sk_live_123' });
  expect(curlSample('http://a', '/p', typed)).toContain("-H 'secretkey: YOUR_SECRET_KEY'");
  expect(curlSample('http://a', '/p', typed)).not.toContain('sk_live_123');
  expect(curlSample('http://a', '/p', typed, true)).toContain("-H 'secretkey: sk_live_123'");
});
