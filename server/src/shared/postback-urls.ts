import { MAX_POSTBACK_URL, POSTBACK_MACROS, type PostbackMacro } from '@affnet/contracts';
import type { AppContext } from './context';
import { ERROR_CODES, invalidField } from './errors';
import { checkTarget } from './private-targets';

/*
 * The postback URL language: `{macro}`s filled from a conversion. Below the areas, since two of them take such URLs:
 * the publishers' postbacks (postbacks/) and the network's forwarding targets (settings/forwarding.ts).
 */

export type MacroValues = Record<PostbackMacro, string>;

const MACRO_PATTERN = /\{([^{}]*)\}/g;
const KNOWN = new Set<string>(POSTBACK_MACROS);

/** Sample values of the Test button. */
export const SAMPLE_VALUES: MacroValues = {
  click_id: 'test-click',
  payout: '1.00',
  currency: 'USD',
  offer_id: '1',
  aff_sub1: 'sub1',
  aff_sub2: 'sub2',
  aff_sub3: 'sub3',
  aff_sub4: 'sub4',
  aff_sub5: 'sub5',
  conv_ip: '127.0.0.1',
  status: 'approved',
  txn_id: 'test-txn',
};

/** Replaces each `{macro}` with its URL-encoded value; unknown braces were refused when the URL was saved. */
export function fillMacros(url: string, values: Partial<MacroValues>): string {
  return url.replace(MACRO_PATTERN, (whole, name: string) =>
    KNOWN.has(name) ? encodeURIComponent(values[name as PostbackMacro] ?? '') : whole,
  );
}

/**
 * Checks a postback URL as typed: absolute http(s), at most 2000 characters, macros only from POSTBACK_MACROS and
 * none in the scheme or host. Throws a 400 naming `field`.
 */
export function validatePostbackUrl(url: string, field = 'url'): URL {
  if (url.length > MAX_POSTBACK_URL)
    throw invalidField(field, ERROR_CODES.tooLong, `must be at most ${MAX_POSTBACK_URL} characters`, {
      limit: MAX_POSTBACK_URL,
    });
  for (const match of url.matchAll(MACRO_PATTERN)) {
    if (!KNOWN.has(match[1] ?? ''))
      throw invalidField(field, ERROR_CODES.unknownMacro, `unknown macro {${match[1]}}`, { macro: `{${match[1]}}` });
  }
  if (!/^https?:\/\//i.test(url)) throw invalidField(field, ERROR_CODES.invalidUrl, 'must be an absolute http(s) URL');
  const authority = url.replace(/^https?:\/\//i, '').split(/[/?#]/, 1)[0] ?? '';
  if (/[{}]/.test(authority)) throw invalidField(field, ERROR_CODES.macroInHost, 'macros are not allowed in the host');
  if (/\s/.test(url)) throw invalidField(field, ERROR_CODES.invalidUrl, 'must not contain spaces');
  try {
    const parsed = new URL(fillMacros(url, SAMPLE_VALUES));
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
    if (!parsed.hostname) throw new Error('host');
    return parsed;
  } catch {
    throw invalidField(field, ERROR_CODES.invalidUrl, 'must be an absolute http(s) URL');
  }
}

/**
 * A URL (a postback's, a forwarding's) may be saved when valid and not aimed at a private or reserved address the
 * operator does not allow. An unresolvable host is accepted: each send checks the target again.
 */
export async function checkPostbackUrl(ctx: AppContext, url: string, field = 'url'): Promise<void> {
  const filled = validatePostbackUrl(url, field);
  const target = await checkTarget(filled.href, ctx.config.postbacks.privateTargets);
  if (!target.ok && !target.unresolved) throw invalidField(field, ERROR_CODES.refusedTarget, target.reason);
}
