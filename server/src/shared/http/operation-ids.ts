/**
 * The operationId of a route that does not declare its own, from its method and documented path: the path's words in
 * camelCase after the method, without the `/api` prefix and the parameters, a word before a parameter in the
 * singular (`PUT /api/offers/{id}/publisher-payouts/{publisherId}` is `putOfferPublisherPayout`). Derived, so it
 * stays the same as long as the route does; test/openapi-client-generators.test.ts checks that no two are alike.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  const named = segments.map((segment, i) => {
    const beforeParameter = segments[i + 1]?.startsWith('{') ?? false;
    return beforeParameter ? singular(segment) : segment;
  });
  const words = named
    .filter((segment, i) => !segment.startsWith('{') && !(i === 0 && segment === 'api'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  const verb = method.toLowerCase();
  // The old routes that name their verb (`GET /api/get/publisher/{id}`) would say it twice.
  if (words[0]?.toLowerCase() === verb) words.shift();
  return verb + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** Only the English plurals the paths use; `access`, `status`, `login-as` and `exists` are not plurals. */
function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(ss|us|as|exists)$/.test(word)) return word;
  return word.replace(/s$/, '');
}
