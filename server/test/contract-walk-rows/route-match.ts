import type { Route } from '../registered-routes';

/** A URL's path parts, without its query string or a trailing slash (the app ignores trailing slashes). */
const partsOf = (url: string) => (url.split('?')[0] ?? '').replace(/\/+$/, '').split('/');

/**
 * How well a concrete path fits a route pattern, or null when it does not: per part, 0 for a static part and 1 for a
 * parameter. The router prefers a static part to a parameter, part by part from the left; so does the lowest rank.
 */
function rank(pattern: string, url: string): number[] | null {
  const wanted = partsOf(pattern);
  const given = partsOf(url);
  if (wanted.length !== given.length) return null;
  const ranks = wanted.map((part, i) => (part.startsWith(':') ? (given[i] ? 1 : null) : part === given[i] ? 0 : null));
  return ranks.includes(null) ? null : (ranks as number[]);
}

const before = (a: number[], b: number[]) => {
  const i = a.findIndex((x, j) => x !== b[j]);
  return i >= 0 && (a[i] ?? 0) < (b[i] ?? 0);
};

/** The registered route a call reaches, or undefined. */
export function routeOf(routes: Route[], method: string, url: string): Route | undefined {
  let best: { route: Route; ranks: number[] } | undefined;
  for (const route of routes.filter((r) => r.method === method)) {
    const ranks = rank(route.path, url);
    if (ranks && (!best || before(ranks, best.ranks))) best = { route, ranks };
  }
  return best?.route;
}
