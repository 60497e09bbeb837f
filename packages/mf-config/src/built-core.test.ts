/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { builtCore } from './built-core';
import { createConfig } from './create-config';

const ROOT = path.resolve(__dirname, '../../..');
const WORKSPACE_CORE = JSON.parse(readFileSync(path.join(ROOT, 'packages/core/package.json'), 'utf8')) as {
  version: string;
};

/** An app folder whose node_modules hold a core of the given version, as a build against a newer core sees it. */
function appWithCore(version: string): { app: string; core: string } {
  const app = mkdtempSync(path.join(os.tmpdir(), 'affnet-built-core-'));
  const core = path.join(app, 'node_modules/@affnet/core');
  mkdirSync(core, { recursive: true });
  writeFileSync(path.join(core, 'package.json'), JSON.stringify({ name: '@affnet/core', version }));
  return { app, core };
}

/** The options of the offers remote, built from `dir`. */
const offersIn = (dir: string) => ({ name: 'mfe_offers', dir, expose: './src/expose/offers-app.tsx', title: 'offers' });

/** The shared map the config hands to federation. */
function sharedOf(config: ReturnType<typeof createConfig>) {
  const federation = config.plugins?.find((plugin) => plugin instanceof ModuleFederationPlugin) as unknown as {
    _options: { shared: Record<string, { version?: string; requiredVersion?: string; strictVersion?: boolean }> };
  };
  return federation._options.shared;
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('the shared core a build declares', () => {
  it("is the workspace core's package.json version for a remote of the workspace", () => {
    const core = builtCore(path.join(ROOT, 'mfe-offers'));
    expect(core).toEqual({ dir: path.join(ROOT, 'packages/core'), version: WORKSPACE_CORE.version });
    const shared = sharedOf(createConfig(offersIn(path.join(ROOT, 'mfe-offers'))));
    expect(shared['@affnet/core']).toMatchObject({
      version: WORKSPACE_CORE.version,
      requiredVersion: `^${WORKSPACE_CORE.version}`,
      strictVersion: true,
    });
  });

  it('requires of a host at least the core it was built against, and bundles that very core', () => {
    const { app, core } = appWithCore('1.7.0');
    made.push(app);
    const config = createConfig(offersIn(app));
    expect(sharedOf(config)['@affnet/core']).toMatchObject({ version: '1.7.0', requiredVersion: '^1.7.0' });
    expect(config.resolve?.alias).toMatchObject({ '@affnet/core': core });
  });

  it('refuses to build against a core without a version', () => {
    const { app } = appWithCore('next');
    made.push(app);
    expect(() => builtCore(app)).toThrow(/has no semver version/);
  });
});
