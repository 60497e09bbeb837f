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
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
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

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = g.slice(0, 5).every((x) => x === 0);
  if (!zeros || (g[5] !== 0xffff && g[5] !== 0)) return null;
  if (g[5] === 0 && (g[6] ?? 0) === 0) return null; // :: and ::1 stay IPv6
  const hi = g[6] ?? 0;
  const lo = g[7] ?? 0;
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for loopback, private, link-local (metadata), CGNAT, unspecified, multicast and reserved addresses. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner) return BLOCKED.check(inner, 'ipv4');
  return BLOCKED.check(address.split('%')[0] ?? address, 'ipv6');
}

/** An address in a subnet list, an IPv4-mapped IPv6 address by its IPv4 address. */
function listed(list: BlockList, address: string): boolean {
  const family = isIP(address);
  if (family === 4) return list.check(address, 'ipv4');
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  return inner ? list.check(inner, 'ipv4') : list.check(address.split('%')[0] ?? address, 'ipv6');
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
