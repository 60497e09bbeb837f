import { execFileSync } from 'node:child_process';
import path from 'node:path';

type Words = Record<string, Record<string, Record<string, string>>>;

/** What dump-bundles.ts prints: every namespace in every language, and the menu's pages by permission. */
export interface DashboardWords {
  bundles: Words;
  menu: { to: string; roles: string[] }[];
}

const root = path.resolve(__dirname, '../..');
let cached: DashboardWords | undefined;

/** The words and menu the dashboard's sources register (read once per worker). */
export function dashboardWords(): DashboardWords {
  cached ??= JSON.parse(
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'e2e/support/dump-bundles.ts'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }),
  ) as DashboardWords;
  return cached;
}

/** Names that are the same in every language (the product's, the demo networks', a messenger's). */
const NAMES = new Set(['affnet', 'Skype', 'Acme', 'Globex', 'Acme Network', 'Globex Network']);

const PLACEHOLDER = /\{\{[^}]+\}\}/g;
const letters = (text: string) => text.replace(PLACEHOLDER, '').replace(/[^\p{L}]/gu, '').length;

/**
 * Words worth finding: not a short token (OK, ID, CSV, API), a code in capitals, a number or a name. What a language
 * writes the same as English (Dashboard in German) is not English left in it.
 */
function isWorthFinding(english: string, same: ReadonlySet<string>): boolean {
  const text = english.trim();
  if (same.has(text) || NAMES.has(text)) return false;
  if (/^[\p{Lu}\d\s\W_]+$/u.test(text.replace(PLACEHOLDER, ''))) return false;
  return letters(text) >= 4;
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test of a line of a page shown in `language`: the English text (a whole string of the English bundles, its
 * {{values}} filled in any way) it is, or undefined. A string the language's bundles also hold is never English left.
 */
export function englishLeftIn(language: string): (line: string) => string | undefined {
  const { bundles } = dashboardWords();
  const same = new Set(Object.values(bundles[language] ?? {}).flatMap((words) => Object.values(words).map(normal)));
  const english = [
    ...new Set(Object.values(bundles.en ?? {}).flatMap((words) => Object.values(words).map(normal))),
  ].filter((text) => isWorthFinding(text, same));
  const exact = new Set(english.filter((text) => !text.includes('{{')));
  const templates = english
    .filter((text) => text.includes('{{'))
    .map((text) => ({ text, pattern: new RegExp(`^${text.split(PLACEHOLDER).map(literal).join('.+?')}$`, 'u') }));
  return (line) => {
    const text = normal(line);
    if (exact.has(text)) return text;
    return templates.find(({ pattern }) => pattern.test(text))?.text;
  };
}
