/** IANA zones the browser knows, plus UTC and the current one (ICU may list it under an older name). */
export function timeZoneList(current: string): string[] {
  let names: string[] = [];
  try {
    names = Intl.supportedValuesOf('timeZone');
  } catch {
    names = [];
  }
  return [...new Set(['UTC', current, ...names])].sort((a, b) => a.localeCompare(b));
}

/** Zones whose name contains every word of the search (spaces match underscores). */
export function matchZones(zones: string[], search: string, keep: string): string[] {
  const words = search.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
  const found = zones.filter((zone) => {
    const name = zone.toLowerCase().replace(/_/g, ' ');
    return words.every((w) => name.includes(w));
  });
  return found.includes(keep) || words.length > 0 ? found : [keep, ...found];
}
