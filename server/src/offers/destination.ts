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

/** The macros a destination may carry, filled from each click. */
export const MACRO = /\{(click_id|aff_id|aff_sub[1-5]|offer_id)\}/g;

/**
 * Whether a macro of the URL sits before its path (scheme, user, host or port): filled with what a click brings, it
 * would send the visitor to a host of the publisher's choosing. Found as a fill that changes the URL's origin or user.
 */
export function hasMacroBeforePath(url: string): boolean {
  const fillWith = (filler: string) => {
    try {
      const parsed = new URL(url.replace(MACRO, filler));
      return `${parsed.username}:${parsed.password}@${parsed.origin}`;
    } catch {
      return null;
    }
  };
  return fillWith('a') !== fillWith('b');
}
