import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SIGNED_IN_SHELL_FILE } from '@affnet/contracts';

/** The host's scripts of the signed-in shell, as its build lists them. */
export const SIGNED_IN_SHELL_SCRIPTS = ['main-shell.eeeeeeee.js', '87.ffffffff.js'];

/** A built host page as the web build writes it (one deferred script, nothing else in <head>). */
export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>affnet</title>' +
  '<script defer="defer" src="/main.js?abc"></script></head><body><div id="root"></div></body></html>';

/** An mf-manifest.json as the federation build writes it: entry file, publicPath `auto`, the App's chunks. */
export function federationManifest(remote: string, chunks: string[]) {
  return {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: remote,
      publicPath: 'auto',
    },
    shared: [{ name: 'react', assets: { js: { sync: ['react.11111111.js'], async: [] } } }],
    exposes: [
      { id: `${remote}:App`, name: 'App', path: './App', assets: { js: { sync: chunks, async: ['lazy.js'] } } },
    ],
  };
}

/** A web build and two releases on disk; the remotes' URLs point at the releases under /remotes/. */
export function bootPageEnvironment(dir: string): Record<string, string> {
  const web = path.join(dir, 'web');
  mkdirSync(web, { recursive: true });
  writeFileSync(path.join(web, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(web, SIGNED_IN_SHELL_FILE), JSON.stringify({ scripts: SIGNED_IN_SHELL_SCRIPTS }));
  const releases = path.join(dir, 'releases');
  const write = (remote: string, chunks: string[]) => {
    const folder = path.join(releases, remote, '1.0.0');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(federationManifest(remote, chunks)));
  };
  write('mfe_auth', ['970.aaaaaaaa.js', '__federation_expose_App.bbbbbbbb.js']);
  write('mfe_statistics', ['12.cccccccc.js', '__federation_expose_App.dddddddd.js']);
  return {
    WEB_DIST: web,
    RELEASES_DIR: releases,
    REMOTE_MFE_AUTH_URL: '/remotes/mfe_auth/1.0.0/mf-manifest.json',
    REMOTE_MFE_STATISTICS_URL: '/remotes/mfe_statistics/1.0.0/mf-manifest.json',
  };
}
