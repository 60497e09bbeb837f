import { MAX_POSTBACK_URL } from '@affnet/contracts';
import type { FieldRule } from '@affnet/ui';
import { unknownMacros } from './postback-url';

/** What is wrong with a postback URL, as an i18n key of the `postbacks` namespace and its values; null when fine. */
export interface UrlProblem {
  key: 'error.urlRequired' | 'error.urlTooLong' | 'error.urlAbsolute' | 'error.unknownMacro';
  values?: Record<string, string | number>;
}

/** The same rules the server applies at save: absolute http(s), at most 2000 characters, known macros only. */
export function postbackUrlProblem(url: string): UrlProblem | null {
  const text = url.trim();
  if (!text) return { key: 'error.urlRequired' };
  if (text.length > MAX_POSTBACK_URL) return { key: 'error.urlTooLong', values: { max: MAX_POSTBACK_URL } };
  if (!isAbsoluteHttp(text)) return { key: 'error.urlAbsolute' };
  const unknown = unknownMacros(text);
  if (unknown.length > 0)
    return { key: 'error.unknownMacro', values: { macros: unknown.map((m) => `{${m}}`).join(', ') } };
  return null;
}

function isAbsoluteHttp(text: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+/i.test(text)) return false;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The URL's rule for the postback form: the problem's message in the `postbacks` namespace. */
export const postbackUrlRule: FieldRule<unknown> = (url) => {
  const problem = postbackUrlProblem(url);
  return problem ? { key: `postbacks:${problem.key}`, values: problem.values } : null;
};
