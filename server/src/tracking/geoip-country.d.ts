/** The part of `geoip-country` (no bundled types) that the tracking uses. */
declare module 'geoip-country' {
  const geoip: { lookup(ip: string): { country: string } | null };
  export default geoip;
}
