import os from 'node:os';
import type { AreaDeclaration, RemoteManifest, RemoteName } from '@affnet/contracts';
import { loadConfig } from '../src/shared/config';
import { firstScreenFor, mountMatches } from '../src/web-app/first-remote';
import { firstScreenScripts, parseFederationManifest } from '../src/web-app/first-screen-scripts';
import { localManifestFile } from '../src/web-app/release-files';
import { federationManifest } from './boot-page-fixtures';

const area = (remote: RemoteName, paths: string[], shell: 'main' | 'public' = 'main'): AreaDeclaration => ({
  remote,
  mounts: paths.map((path) => ({ path, basePath: '', shell })),
  pages: [],
  menu: [],
  messages: {},
});

function manifestWith(areas: AreaDeclaration[]): Pick<RemoteManifest, 'remotes' | 'releases'> {
  const releases = Object.fromEntries(
    areas.map((declared) => [declared.remote, { version: '1.0.0', entry: 'x', area: declared, canary: false }]),
  ) as RemoteManifest['releases'];
  return { remotes: {} as RemoteManifest['remotes'], releases };
}

describe('the first remote of a page route', () => {
  it('matches router paths below the shell', () => {
    expect(mountMatches('offers/*', '/offers/all')).toBe(true);
    expect(mountMatches('offers/*', '/offers')).toBe(true);
    expect(mountMatches('dashboard', '/dashboard/x')).toBe(false);
    expect(mountMatches('offers/:id', '/offers/12')).toBe(true);
    expect(mountMatches('', '/')).toBe(true);
  });

  it('is the remote whose declared area mounts the path, public pages first', () => {
    const manifest = manifestWith([
      area('mfe_auth', ['login', 'register/publisher'], 'public'),
      area('mfe_offers', ['offers/*', 'reports']),
      area('mfe_statistics', ['dashboard', 'statistics/*']),
    ]);
    expect(firstScreenFor('/login', manifest)).toEqual({ remote: 'mfe_auth', shell: 'public' });
    expect(firstScreenFor('/offers/all', manifest)).toEqual({ remote: 'mfe_offers', shell: 'main' });
    expect(firstScreenFor('/reports', manifest)).toEqual({ remote: 'mfe_offers', shell: 'main' });
    expect(firstScreenFor('/dashboard', manifest)).toEqual({ remote: 'mfe_statistics', shell: 'main' });
    expect(firstScreenFor('/nowhere', manifest)).toBeNull();
  });

  it('falls back to the sign-in for public pages and the dashboard for / when no area is declared', () => {
    const bare = { remotes: {} as RemoteManifest['remotes'] };
    expect(firstScreenFor('/register/advertiser', bare)).toEqual({ remote: 'mfe_auth', shell: 'public' });
    expect(firstScreenFor('/', bare)).toEqual({ remote: 'mfe_statistics', shell: 'main' });
    expect(firstScreenFor('/dashboard', bare)).toEqual({ remote: 'mfe_statistics', shell: 'main' });
    expect(firstScreenFor('/offers/all', bare)).toBeNull();
  });
});

describe("a remote's files on this machine", () => {
  const config = loadConfig({ DATA_DIR: os.tmpdir(), JWT_SECRET: 'unused', RELEASES_DIR: '/srv/releases' });

  it('finds a release of this origin and the dev origin of `npm start`, nothing of another host', () => {
    const host = 'acme.localhost:3000';
    expect(localManifestFile(config, 'mfe_auth', '/remotes/mfe_auth/1.2.0/mf-manifest.json', host)).toBe(
      '/srv/releases/mfe_auth/1.2.0/mf-manifest.json',
    );
    expect(
      localManifestFile(config, 'mfe_auth', 'http://acme.localhost:3000/remotes/mfe_auth/1.2.0/remoteEntry.js', host),
    ).toBe('/srv/releases/mfe_auth/1.2.0/mf-manifest.json');
    expect(localManifestFile(config, 'mfe_auth', 'http://acme.localhost:3001/mf-manifest.json', host)).toMatch(
      /mfe-auth\/dist\/mf-manifest\.json$/,
    );
    expect(localManifestFile(config, 'mfe_auth', 'https://cdn.example/mfe_auth/mf-manifest.json', host)).toBeNull();
    expect(localManifestFile(config, 'mfe_auth', 'http://evil.localhost:3001/mf-manifest.json', host)).toBeNull();
    expect(localManifestFile(config, 'mfe_auth', '/remotes/mfe_offers/1.2.0/mf-manifest.json', host)).toBeNull();
    expect(localManifestFile(config, 'mfe_auth', '/remotes/mfe_auth/..%2f..%2fetc/mf-manifest.json', host)).toBeNull();
    expect(localManifestFile(config, 'mfe_auth', '/remotes/mfe_auth/1.2.0/area.json', host)).toBeNull();
  });

  it("lists the remote entry and the exposed App's synchronous chunks beside the manifest", () => {
    const manifest = parseFederationManifest(JSON.stringify(federationManifest('mfe_auth', ['1.js', 'app.js'])));
    expect(firstScreenScripts(manifest, 'http://acme.localhost:3001/mf-manifest.json')).toEqual([
      'http://acme.localhost:3001/remoteEntry.js',
      'http://acme.localhost:3001/1.js',
      'http://acme.localhost:3001/app.js',
    ]);
    expect(() => parseFederationManifest('{"name":"x"}')).toThrow(/not a federation manifest/);
  });
});
