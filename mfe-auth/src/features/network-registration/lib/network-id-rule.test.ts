import { networkId } from './network-id-rule';

test('a network id is 3 to 30 lowercase letters, digits and hyphens', () => {
  for (const ok of ['acme', 'a-1', 'x'.repeat(30), 'globex-2']) expect(networkId(ok, {})).toBeNull();
  for (const bad of ['ab', 'Acme', 'acme_co', 'acme.io', 'x'.repeat(31), 'ac me']) {
    expect(networkId(bad, {})).toEqual({ key: 'auth:networkIdRule' });
  }
});
