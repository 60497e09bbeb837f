/**
 * Operating systems: one code per system (what clicks store and offers target) and one display name per code.
 * Old rows and outside input may spell a system any way ("Android", "iPhone OS", "Mac OS X"); they all meet here.
 */

export const OS_CODES = ['android', 'ios', 'windows', 'macos', 'linux', 'other'] as const;
export type OsCode = (typeof OS_CODES)[number];

const NAMES: Record<Exclude<OsCode, 'other'>, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
};

/** Spellings met in stored rows, user agents and advertisers' postbacks, by the code they mean. */
const ALIASES: [RegExp, OsCode][] = [
  [/android/, 'android'],
  [/^(ios|iphone|ipad|ipod|iphone ?os|ipados)/, 'ios'],
  [/^(win|windows)/, 'windows'],
  [/^(mac|macos|mac ?os ?x?|os ?x|macintosh)/, 'macos'],
  [/^(linux|ubuntu|debian|fedora|chrome ?os|cros|x11)/, 'linux'],
];

/** Any spelling of a system as its code: "Android" → 'android', "Mac OS X" → 'macos'; unknown → 'other'. */
export function osCode(raw: string | null | undefined): OsCode {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text) return 'other';
  for (const [pattern, code] of ALIASES) if (pattern.test(text)) return code;
  return 'other';
}

/**
 * A system's display name ("Android", "iOS", "macOS") from any spelling, or null when it is none of the known
 * ones: "Other" is a word of the reader's language, so the page translates it.
 */
export function osName(raw: string | null | undefined): string | null {
  const code = osCode(raw);
  return code === 'other' ? null : NAMES[code];
}
