import geoip from 'geoip-country';

/** Country (ISO 3166-1 alpha-2) of an IP from the offline database shipped in `geoip-country`, else null. */
export function countryOfIp(ip: string): string | null {
  try {
    return geoip.lookup(ip)?.country || null;
  } catch {
    return null;
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The country of a click's visitor. The tests' header `x-affnet-test-country` counts only from a loopback address,
 * and never in production (`production`): a proxy on the same machine would make every visitor's header count.
 */
export function countryOfRequest(
  ip: string,
  testHeader: string | string[] | undefined,
  production: boolean,
): string | null {
  if (!production && typeof testHeader === 'string' && LOOPBACK.test(ip) && /^[A-Za-z]{2}$/.test(testHeader)) {
    return testHeader.toUpperCase();
  }
  return countryOfIp(ip);
}
