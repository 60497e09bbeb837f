import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from './shared';

const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['host-shell', 'mfe-auth', 'mfe-offers', 'mfe-statistics', 'mfe-publisher', 'mfe-network-admin'];
const PACKAGES = ['core', 'ui'];

/** The trimmed shared modules: share key → the file providing it. */
const TRIMMED = { 'react-router-dom': 'shared-router.ts', 'react-i18next': 'shared-i18next-react.ts' } as const;

/** The server renderers' folders (server-render/): bundled for Node, with their own whole libraries, no federation. */
const SERVER_ONLY = `${path.sep}server-render${path.sep}`;

/** The files of a folder that end up in a browser's bundle. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(SERVER_ONLY));
}

/** The value names imported from `library` in the files of the apps and the packages bundled into them. */
function namesImported(library: string): Map<string, string> {
  const names = new Map<string, string>();
  const dirs = [
    ...APPS.map((app) => path.join(ROOT, app, 'src')),
    ...PACKAGES.map((p) => path.join(ROOT, 'packages', p, 'src')),
  ];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${library}'`, 'g');
  for (const file of dirs.flatMap(sourceFiles)) {
    for (const [, typeOnly, list = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (typeOnly) continue;
      for (const item of list.split(',').map((part) => part.trim())) {
        if (item && !item.startsWith('type ')) names.set(item.split(/\s+as\s+/)[0] ?? item, path.relative(ROOT, file));
      }
    }
  }
  return names;
}

function namesProvided(file: string): Set<string> {
  const text = readFileSync(path.join(__dirname, file), 'utf8');
  const list = text.match(/export\s*\{([^}]*)\}/)?.[1] ?? '';
  const functions = [...text.matchAll(/export\s+function\s+(\w+)/g)].map((match) => match[1] ?? '');
  return new Set([...list.split(','), ...functions].map((name) => name.trim()).filter(Boolean));
}

describe.each(Object.entries(TRIMMED))('the trimmed shared %s', (library, file) => {
  it('provides every name the apps import from it', () => {
    const provided = namesProvided(file);
    const missing = [...namesImported(library)].filter(([name]) => !provided.has(name));
    expect(missing).toEqual([]);
  });

  it('is what every app provides and takes under the library name', () => {
    expect(sharedSingletons('1.1.0')[library as keyof typeof TRIMMED]).toMatchObject({
      import: `@affnet/mf-config/src/${file}`,
      singleton: true,
    });
  });
});

it('keeps Trans in the shared react-i18next for the releases built before, which use it', () => {
  expect(namesProvided(TRIMMED['react-i18next'])).toContain('Trans');
});
