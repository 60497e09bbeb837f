import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a postback may be sent: the address checked here is the one connected to (no second DNS answer); `private`
 * when it is a private or reserved address the operator allows.
 */
export type TargetCheck =
  | { ok: true; url: URL; address: string; family: 4 | 6; private: boolean }
  | { ok: false; reason: string; unresolved?: boolean };

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['100::', 64],
  ['2001:db8::', 32],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The 8 groups of an IPv6 address as numbers (handles `::` and a dotted IPv4 tail). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16) || 0);
}

const ipv4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
const zeros = (groups: number[]) => groups.every((group) => group === 0);

/**
 * The IPv4 addresses an IPv6 address stands for, which a packet to it reaches: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d, `::` and `::1` included), NAT64 (64:ff9b::/96,
 * and the local-use 64:ff9b:1::/48 read in the same place), 6to4 (2002:AABB:CCDD::/48) and Teredo (2001:0::/32: its
 * server, and its client with the bits inverted). Empty for any other address: it is judged as IPv6.
 */
export function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  const at = (i: number) => g[i] ?? 0;
  const last = ipv4Of(at(6), at(7));
  if (zeros(g.slice(0, 5)) && (at(5) === 0xffff || at(5) === 0)) return [last];
  if (zeros(g.slice(0, 4)) && at(4) === 0xffff && at(5) === 0) return [last];
  if (at(0) === 0x64 && at(1) === 0xff9b && zeros(g.slice(3, 6)) && (at(2) === 0 || at(2) === 1)) return [last];
  if (at(0) === 0x2002) return [ipv4Of(at(1), at(2))];
  if (at(0) === 0x2001 && at(1) === 0) return [ipv4Of(at(2), at(3)), ipv4Of(at(6) ^ 0xffff, at(7) ^ 0xffff)];
  return [];
}

/** True for loopback, private, link-local (metadata), CGNAT, unspecified, multicast and reserved addresses. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const bare = address.split('%')[0] ?? address;
  return BLOCKED.check(bare, 'ipv6') || embeddedIpv4(bare).some((inner) => BLOCKED.check(inner, 'ipv4'));
}

/**
 * An address in a subnet list: itself, or for an IPv6 address that stands for IPv4 addresses, each of those that
 * is blocked (the operator allows 127.0.0.1: ::ffff:127.0.0.1 and 2002:7f00:1:: too).
 */
function listed(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 4) return list.check(address, 'ipv4');
  if (family !== 6) return false;
  const bare = address.split('%')[0] ?? address;
  if (list.check(bare, 'ipv6')) return true;
  const blocked = embeddedIpv4(bare).filter((inner) => BLOCKED.check(inner, 'ipv4'));
  return blocked.length > 0 && blocked.every((inner) => list.check(inner, 'ipv4'));
}

/**
 * The private or reserved ranges postbacks may reach, as the operator of the installation sets them
 * (`POSTBACK_PRIVATE_TARGETS`: addresses and CIDR ranges separated by commas, or `all`); none by default. Never a
 * network's setting: anybody may register a network, and its postback Test would scan the server's own network.
 */
export class PrivateTargets {
  private readonly list = new BlockList();

  private constructor(readonly ranges: readonly string[]) {
    for (const range of ranges) {
      const [address = '', prefix] = range.split('/');
      const family = isIP(address);
      const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
      const max = family === 6 ? 128 : 32;
      if (!family || !/^\d{0,3}$/.test(prefix ?? '') || !Number.isInteger(bits) || bits < 0 || bits > max) {
        throw new Error(`POSTBACK_PRIVATE_TARGETS: "${range}" is neither an IP address nor a CIDR range`);
      }
      this.list.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
    }
  }

  /** From the operator's setting: empty or unset for none, `all` for every address, else a list of ranges. */
  static parse(setting: string | undefined): PrivateTargets {
    const text = (setting ?? '').trim();
    if (text === 'all') return new PrivateTargets(['0.0.0.0/0', '::/0']);
    return new PrivateTargets(text ? text.split(',').map((range) => range.trim()) : []);
  }

  static readonly NONE = PrivateTargets.parse('');

  allows(address: string): boolean {
    return this.ranges.length > 0 && listed(this.list, address);
  }
}

const DNS_TIMEOUT_MS = 3000;

async function resolve(host: string): Promise<{ address: string; family: number }[]> {
  const literal = isIP(host);
  if (literal) return [{ address: host, family: literal }];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), DNS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a filled postback URL: http(s) only, and every address the host resolves to must be public or in a range
 * the operator allows. The answer names the address to connect to.
 */
export async function checkTarget(rawUrl: string, privateTargets: PrivateTargets): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'invalid URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'only http(s) targets' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    return { ok: false, reason: `host not found: ${host} (${(error as Error).message})`, unresolved: true };
  }
  if (addresses.length === 0) return { ok: false, reason: `host not found: ${host}`, unresolved: true };
  const blocked = addresses.find((a) => isBlockedAddress(a.address) && !privateTargets.allows(a.address));
  if (blocked)
    return { ok: false, reason: `refused target: ${host} is a private or reserved address (${blocked.address})` };
  const first = addresses[0] as { address: string; family: number };
  const isPrivate = isBlockedAddress(first.address);
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4, private: isPrivate };
}
