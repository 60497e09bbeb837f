/** The languages of the pages a visitor sees without the dashboard (the refused-click page). */
export const VISITOR_LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];

const known = new Set<string>(VISITOR_LANGUAGES);

/**
 * The visitor's language from Accept-Language (RFC 9110: tags with q-values, highest first, the header's order
 * among equals): the first of ours by its primary subtag (`fr-CA` is French), English when none is ours.
 */
export function visitorLanguage(header: string | string[] | undefined): VisitorLanguage {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.q > 0 && known.has(entry.language))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (ranked[0]?.language as VisitorLanguage | undefined) ?? 'en';
}
