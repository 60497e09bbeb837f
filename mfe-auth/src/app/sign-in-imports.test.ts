import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Static imports only (`import(...)` loads on demand): what comes with a module in its chunk. */
const STATIC_IMPORT = /^(?:import|export)\s[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

function resolveSource(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
  if (!file) throw new Error(`Cannot resolve ${specifier} from ${from}`);
  return file;
}

/** The area's own files the exposed module loads with it, and every package import they make. */
function loadedWithTheEntry() {
  const entry = path.resolve(__dirname, '../expose/auth-app.tsx');
  const files = new Set<string>([entry]);
  const packageImports: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [statement, fromSpecifier, bareSpecifier] of source.matchAll(STATIC_IMPORT)) {
      const specifier = fromSpecifier ?? bareSpecifier ?? '';
      if (statement.startsWith('import type')) continue;
      if (specifier.startsWith('.')) files.add(resolveSource(file, specifier));
      else packageImports.push(`${statement.replace(/\s+/g, ' ')} (${path.relative(__dirname, file)})`);
    }
  }
  return { files: [...files].map((file) => path.relative(path.resolve(__dirname, '..'), file)), packageImports };
}

describe('the sign-in pages (first screen)', () => {
  // The host preloads the exposed module's chunks for /login: they must stay within the first screen's budget.
  const { files, packageImports } = loadedWithTheEntry();

  it('come with the exposed module', () => {
    expect(files).toContain('features/login/components/login-page.tsx');
    expect(files).toContain('features/login/components/login-form.tsx');
  });

  it('load the form library and the sign-in call once the visitor starts on the form', () => {
    expect(packageImports.filter((line) => line.includes('react-hook-form'))).toEqual([]);
    expect(packageImports.filter((line) => /useValidatedForm/.test(line))).toEqual([]);
    expect(files).not.toContain('features/login/components/live-login-form.tsx');
    expect(files).not.toContain('features/login/api/login.ts');
  });

  it('load no query library and no query cache', () => {
    expect(packageImports.filter((line) => line.includes('@tanstack/react-query'))).toEqual([]);
    expect(packageImports.filter((line) => /AreaQueryProvider|createAreaQueryClient/.test(line))).toEqual([]);
    expect(files).not.toContain('app/query-client.ts');
  });

  it('bring only their own texts', () => {
    expect(files).toContain('i18n/auth.ts');
    expect(files).not.toContain('i18n/other-pages.ts');
  });

  it('leave the other pages to load on demand', () => {
    for (const page of ['forgot-password-page', 'reset-password-page', 'invite-registration-page', 'logout-page']) {
      expect(files.filter((file) => file.includes(page))).toEqual([]);
    }
  });
});
