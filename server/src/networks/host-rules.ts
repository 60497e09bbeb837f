/** A host without its port: `acme.example.com:8080` → `acme.example.com`. */
export const nameOf = (host: string): string => host.replace(/:\d+$/, '');

/** The address the platform gives network `networkId`: `<id>.<BASE_DOMAIN>`. */
export const defaultHostOf = (networkId: string, baseDomain: string): string => `${networkId}.${baseDomain}`;

/** Names every machine resolves to itself: whoever holds them answers the platform's own visitors. */
const LOOPBACK = /^(?:localhost|.+\.localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0)$/;

/**
 * Why network `networkId` may not answer on `host`, judged from the names alone (null: the names allow it; whether
 * another network holds it is asked of the database). Ports are ignored: a name belongs to one owner on every port.
 * The platform keeps its base domain, loopback names and every name under the base domain but each network's own
 * `<id>.<base>`: a network could otherwise take the address of an id that is not registered yet, or the sign-up page.
 */
export function refusalOfName(host: string, networkId: string, baseDomain: string): string | null {
  const name = nameOf(host);
  const base = nameOf(baseDomain);
  if (name === nameOf(defaultHostOf(networkId, baseDomain))) return null;
  if (name === base) return 'belongs to the platform';
  if (name.endsWith(`.${base}`)) {
    return `is reserved: under ${base} a network may use only its own ${defaultHostOf(networkId, baseDomain)}`;
  }
  return LOOPBACK.test(name) ? 'belongs to the platform' : null;
}

/** The network id whose platform address names this host (`victim` for `victim.<base>` on any port), if any. */
export function idNamedBy(host: string, baseDomain: string): string | null {
  const name = nameOf(host);
  const suffix = `.${nameOf(baseDomain)}`;
  if (!name.endsWith(suffix)) return null;
  const label = name.slice(0, -suffix.length);
  return label.includes('.') || label === '' ? null : label;
}
