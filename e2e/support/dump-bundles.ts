/**
 * Prints the dashboard's words and menu as JSON (DashboardWords in english-words.ts): every namespace in every
 * language (the words the host and each remote register, their areas' menu words, the shared common and errors
 * words) and each menu entry's page with the permissions that see it. Run by english-words.ts with tsx: it loads the
 * apps' own modules, so the lists are what the dashboard ships.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AreaDeclaration } from '@affnet/contracts';
import { addTranslations, i18n, loadLanguage } from '@affnet/core';

const root = path.resolve(__dirname, '../..');
const APPS = ['host-shell', 'mfe-auth', 'mfe-offers', 'mfe-statistics', 'mfe-network-admin', 'mfe-publisher'];

/** Source files, tests left out. */
function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A module that registers words when loaded (a call at its top level). */
const registersWords = (file: string) => /^add(Translations|LanguageLoader)\(/m.test(readFileSync(file, 'utf8'));

/** Each menu entry's page; an entry's children are seen by their own roles, else by the entry's. */
function pagesOf(area: AreaDeclaration) {
  return area.menu.flatMap((entry) => [
    ...(entry.to ? [{ to: entry.to, roles: entry.roles }] : []),
    ...(entry.children ?? []).map((child) => ({ to: child.to, roles: child.roles ?? entry.roles })),
  ]);
}

async function main() {
  const menu: ReturnType<typeof pagesOf> = [];
  for (const app of APPS) {
    const src = path.join(root, app, 'src');
    for (const file of sourcesOf(src).filter(registersWords)) await import(file);
    if (app !== 'host-shell') {
      const area = ((await import(path.join(src, 'area.ts'))) as { default: AreaDeclaration }).default;
      addTranslations(area.remote, area.messages);
      menu.push(...pagesOf(area));
    }
  }
  for (const language of ['es', 'fr', 'de'] as const) await loadLanguage(language);
  process.stdout.write(JSON.stringify({ bundles: i18n.store.data, menu }));
}

void main();
