import type { PostbackMacro } from '@affnet/contracts';
import { useRef, useState } from 'react';
import {
  joinPostbackUrl,
  macroToken,
  type ParameterRow,
  type PostbackUrlParts,
  splitPostbackUrl,
} from '../lib/postback-url';

/**
 * The URL being edited and its rows, kept in step: typing or pasting a URL splits it into rows; editing the rows
 * rebuilds the URL. Both are kept so that a blank row being typed does not vanish from the table.
 */
export function usePostbackDraft(initialUrl: string) {
  const [draft, setDraft] = useState<{ url: string; parts: PostbackUrlParts }>(() => ({
    url: initialUrl,
    parts: splitPostbackUrl(initialUrl),
  }));
  const caret = useRef<number | null>(null);

  const setUrl = (url: string) => setDraft({ url, parts: splitPostbackUrl(url) });
  /** Rebuilds the URL from the rows; returns it, for the form's URL field. */
  const setRows = (rows: ParameterRow[]) => {
    const parts = { ...draft.parts, rows };
    const url = joinPostbackUrl(parts);
    setDraft({ url, parts });
    // The URL was rebuilt: a caret remembered in the old text no longer means anything.
    caret.current = null;
    return url;
  };
  /** Puts `{macro}` where the caret last was in the URL field (the end when it never was there); returns the URL. */
  const insertMacro = (macro: PostbackMacro) => {
    const at = Math.min(caret.current ?? draft.url.length, draft.url.length);
    const token = macroToken(macro);
    const url = draft.url.slice(0, at) + token + draft.url.slice(at);
    setUrl(url);
    caret.current = at + token.length;
    return url;
  };
  const rememberCaret = (position: number | null) => {
    caret.current = position;
  };
  return { url: draft.url, rows: draft.parts.rows, setUrl, setRows, insertMacro, rememberCaret };
}
