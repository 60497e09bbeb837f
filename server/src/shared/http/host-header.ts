/** The host a request names (its Host header, trimmed and lower-cased), or null when it names none a network could have. */
export function hostOf(hostHeader: string | undefined): string | null {
  const host = (hostHeader ?? '').trim().toLowerCase();
  return host && host.length <= 300 ? host : null;
}
