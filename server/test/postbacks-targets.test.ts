import { checkTarget, isBlockedAddress } from '../src/services/postback-targets';

describe('SSRF guard of postback targets', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['100.127.255.255', true],
    ['100.128.0.1', false],
    ['0.0.0.0', true],
    ['0.1.2.3', true],
    ['224.0.0.1', true],
    ['255.255.255.255', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::1', true],
    ['::', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:10.0.0.1', true],
    ['::ffff:a9fe:a9fe', true],
    ['0:0:0:0:0:ffff:c0a8:0101', true],
    ['::127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2606:4700:4700::1111', false],
    ['not-an-ip', true],
  ])('%s blocked: %s', (address, blocked) => {
    expect(isBlockedAddress(address)).toBe(blocked);
  });

  it('refuses non-http schemes, private hosts and IP literal tricks unless private targets are allowed', async () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://localhost:8080/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://0x7f.1/',
      'http://2130706433/',
      'http://017700000001/',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const check = await checkTarget(url, false);
      expect([url, check.ok]).toEqual([url, false]);
      if (!check.ok) expect(check.reason).toContain('refused target');
    }
    expect(await checkTarget('file:///etc/passwd', true)).toMatchObject({ ok: false, reason: 'only http(s) targets' });
    expect(await checkTarget('gopher://127.0.0.1/', true)).toMatchObject({ ok: false });
    expect(await checkTarget('http://127.0.0.1:9/', true)).toMatchObject({ ok: true, address: '127.0.0.1', family: 4 });
    expect(await checkTarget('http://8.8.8.8/', false)).toMatchObject({ ok: true, address: '8.8.8.8' });
    expect(await checkTarget('http://no-such-host.invalid/', false)).toMatchObject({ ok: false, unresolved: true });
  });
});
