import { POSTBACK_MACROS, type PostbackMacro } from '@affnet/contracts';

/** One `name=value` pair of a postback URL's query, decoded; a value may be a macro such as `{click_id}`. */
export interface ParameterRow {
  name: string;
  value: string;
}

/** A postback URL taken apart: what comes before the query, its parameters in order, and the fragment. */
export interface PostbackUrlParts {
  base: string;
  rows: ParameterRow[];
  /** Text after `#`, or null when the URL has none. */
  fragment: string | null;
}

const MACRO_TOKEN = /\{([^{}]*)\}/g;

/** `{payout}` for `payout`: how a macro is written in a URL. */
export const macroToken = (macro: PostbackMacro) => `{${macro}}`;

/** The macro a whole value stands for (`{payout}` → `payout`), or null for free text. */
export function macroOf(value: string): PostbackMacro | null {
  const name = /^\{([a-z0-9_]+)\}$/.exec(value)?.[1];
  return POSTBACK_MACROS.find((m) => m === name) ?? null;
}

/** Every `{name}` the text holds that is not one of the postback macros, once each, in order. */
export function unknownMacros(text: string): string[] {
  const names = [...text.matchAll(MACRO_TOKEN)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !(POSTBACK_MACROS as readonly string[]).includes(n)))];
}

/** Query text as servers read it: `+` is a space; a broken escape stays as typed instead of failing. */
function decode(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Encodes text for the query but keeps `{macro}` tokens literal, so the server can fill them. */
function encode(text: string): string {
  let result = '';
  let from = 0;
  for (const match of text.matchAll(MACRO_TOKEN)) {
    result += encodeURIComponent(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return result + encodeURIComponent(text.slice(from));
}

/** Splits a pasted URL into its base, one row per query parameter (duplicates kept) and its fragment. */
export function splitPostbackUrl(url: string): PostbackUrlParts {
  const hash = url.indexOf('#');
  const head = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? null : url.slice(hash + 1);
  const question = head.indexOf('?');
  const base = question < 0 ? head : head.slice(0, question);
  const query = question < 0 ? '' : head.slice(question + 1);
  const rows = query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0
        ? { name: decode(pair), value: '' }
        : { name: decode(pair.slice(0, equals)), value: decode(pair.slice(equals + 1)) };
    });
  return { base, rows, fragment };
}

/** Builds the URL back from its parts; rows with neither name nor value (a blank row being typed) are left out. */
export function joinPostbackUrl({ base, rows, fragment }: PostbackUrlParts): string {
  const query = rows
    .filter((row) => row.name !== '' || row.value !== '')
    .map((row) => `${encode(row.name)}=${encode(row.value)}`)
    .join('&');
  return `${base}${query ? `?${query}` : ''}${fragment === null ? '' : `#${fragment}`}`;
}
