/** Deeper than any input of the API: a body nested further is not searched (its schema refuses it anyway). */
const MAX_DEPTH = 8;

/** The path (`rows.2.payout`) of the first value of a parsed input that `matches`, or null. */
export function firstFieldWhere(
  value: unknown,
  matches: (value: unknown) => boolean,
  path = '',
  depth = 0,
): string | null {
  if (matches(value)) return path || 'value';
  if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstFieldWhere(item, matches, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
