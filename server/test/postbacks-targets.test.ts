import { checkTarget, embeddedIpv4, isBlockedAddress, PrivateTargets } from '../src/shared/private-targets';
import { ACME, type TrackingFixture, trackingFixture } from './click-fixtures';

const NONE = PrivateTargets.NONE;
const ALL = PrivateTargets.parse('all');

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

  it('refuses non-http schemes, private hosts and IP literal tricks unless the operator allows private targets', async () => {
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
      const check = await checkTarget(url, NONE);
      expect([url, check.ok]).toEqual([url, false]);
      if (!check.ok) expect(check.reason).toContain('refused target');
    }
    expect(await checkTarget('file:///etc/passwd', ALL)).toMatchObject({ ok: false, reason: 'only http(s) targets' });
    expect(await checkTarget('gopher://127.0.0.1/', ALL)).toMatchObject({ ok: false });
    expect(await checkTarget('http://127.0.0.1:9/', ALL)).toMatchObject({
      ok: true,
      address: '127.0.0.1',
      private: true,
    });
    expect(await checkTarget('http://8.8.8.8/', NONE)).toMatchObject({ ok: true, address: '8.8.8.8', private: false });
    expect(await checkTarget('http://no-such-host.invalid/', NONE)).toMatchObject({ ok: false, unresolved: true });
  });
});

describe('IPv6 addresses that stand for an IPv4 address are judged by it', () => {
  it.each([
    ['::ffff:0:127.0.0.1', ['127.0.0.1'], true],
    ['::ffff:0:7f00:1', ['127.0.0.1'], true],
    ['::ffff:0:8.8.8.8', ['8.8.8.8'], false],
    ['::10.0.0.1', ['10.0.0.1'], true],
    ['::8.8.8.8', ['8.8.8.8'], false],
    ['::2', ['0.0.0.2'], true],
    ['2002:7f00:1::', ['127.0.0.1'], true],
    ['2002:a9fe:a9fe:1234::1', ['169.254.169.254'], true],
    ['2002:c0a8:101::', ['192.168.1.1'], true],
    ['2002:808:808::1', ['8.8.8.8'], false],
    ['64:ff9b::127.0.0.1', ['127.0.0.1'], true],
    ['64:ff9b::a00:1', ['10.0.0.1'], true],
    ['64:ff9b::8.8.8.8', ['8.8.8.8'], false],
    ['64:ff9b:1::7f00:1', ['127.0.0.1'], true],
    ['64:ff9b:1::808:808', ['8.8.8.8'], false],
    // Teredo: server 65.54.227.120, client 127.0.0.1 (bits inverted), then the reverse, then both public.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', ['65.54.227.120', '127.0.0.1'], true],
    ['2001:0:7f00:1:8000:63bf:f7f7:f7f7', ['127.0.0.1', '8.8.8.8'], true],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', ['65.54.227.120', '8.8.8.8'], false],
  ])('%s stands for %j, blocked: %s', (address, inner, blocked) => {
    expect(embeddedIpv4(address)).toEqual(inner);
    expect(isBlockedAddress(address)).toBe(blocked);
  });

  it('refuses such targets as URLs, whoever resolves them', async () => {
    for (const url of [
      'http://[::ffff:0:127.0.0.1]/',
      'http://[2002:7f00:1::]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/',
      'http://[::a9fe:a9fe]/latest/meta-data',
    ]) {
      const check = await checkTarget(url, NONE);
      expect([url, check.ok, check.ok ? '' : check.reason]).toEqual([url, false, expect.stringContaining('refused')]);
    }
    expect(await checkTarget('http://[2002:808:808::1]/', NONE)).toMatchObject({ ok: true, private: false });
  });

  it('allows them when the operator allows the IPv4 address they stand for, and only then', async () => {
    const loopback = PrivateTargets.parse('127.0.0.1');
    expect(await checkTarget('http://[2002:7f00:1::]/', loopback)).toMatchObject({ ok: true, private: true });
    expect(await checkTarget('http://[::ffff:0:127.0.0.1]/', loopback)).toMatchObject({ ok: true, private: true });
    expect(await checkTarget('http://[2002:a00:1::]/', loopback)).toMatchObject({ ok: false });
    expect(await checkTarget('http://[::1]/', loopback)).toMatchObject({ ok: false });
    expect(await checkTarget('http://[::1]/', PrivateTargets.parse('::1'))).toMatchObject({ ok: true });
  });
});

describe("the operator's private targets (POSTBACK_PRIVATE_TARGETS)", () => {
  it('allows only the ranges named, IPv4-mapped IPv6 addresses by their IPv4 address', async () => {
    const some = PrivateTargets.parse(' 127.0.0.1, 10.1.0.0/16 ,fd00::/8');
    expect(await checkTarget('http://127.0.0.1:9/', some)).toMatchObject({ ok: true, private: true });
    expect(await checkTarget('http://[::ffff:127.0.0.1]/', some)).toMatchObject({ ok: true });
    expect(await checkTarget('http://10.1.200.3/', some)).toMatchObject({ ok: true });
    expect(await checkTarget('http://[fd00::5]/', some)).toMatchObject({ ok: true });
    for (const url of ['http://127.0.0.2/', 'http://10.2.0.1/', 'http://169.254.169.254/', 'http://[::1]/']) {
      expect([url, (await checkTarget(url, some)).ok]).toEqual([url, false]);
    }
    expect(PrivateTargets.parse('').allows('127.0.0.1')).toBe(false);
    expect(PrivateTargets.parse(undefined).ranges).toEqual([]);
    expect(ALL.allows('169.254.169.254')).toBe(true);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.1/x', '::1/129', '1.2.3', 'all,10.0.0.1'])(
    'refuses to start with %p, naming the setting',
    (setting) => {
      expect(() => PrivateTargets.parse(setting)).toThrow(
        /^POSTBACK_PRIVATE_TARGETS: ".*" is neither an IP address nor a CIDR range$/,
      );
    },
  );
});

describe('saving a postback URL aimed at an IPv6 form of a private address', () => {
  let f: TrackingFixture;
  beforeAll(async () => {
    f = await trackingFixture();
  });
  afterAll(() => f.close());

  it('is refused with 400 naming the url, as the IPv4 address itself is', async () => {
    const token = await f.token('publisher@acme.test');
    const create = (url: string) =>
      f.app.inject({
        method: 'POST',
        url: '/api/postbacks',
        headers: { host: ACME, authorization: token },
        payload: { url, offer_id: null },
      });
    for (const url of ['http://[::ffff:0:127.0.0.1]/pb', 'http://[2002:7f00:1::]/pb', 'http://[64:ff9b::a9fe:a9fe]/']) {
      const refused = await create(url);
      expect([url, refused.statusCode, refused.json().msg]).toEqual([url, 400, expect.stringMatching(/^url: refused/)]);
    }
    expect((await create('http://[2002:808:808::1]/pb')).statusCode).toBe(200);
  });
});
