/**
 * Whether a preview URL would show a publisher the offer's destination. He runs his tracking link: with the
 * destination he could skip it, and the approval of an offer he has no access to. A preview is the landing page to
 * look at, so it is shown unless it is the destination (a trailing slash aside) or carries the destination's own
 * query (the part before its first macro, as the advertiser's tracker reads it).
 */
export function revealsDestination(preview: string, destination: string): boolean {
  if (preview === '') return false;
  const bare = (url: string) => url.replace(/\/+$/, '');
  if (bare(preview) === bare(destination)) return true;
  const fixed = destination.split('{')[0] ?? '';
  return fixed.includes('?') && preview.startsWith(fixed);
}
