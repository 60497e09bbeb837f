import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AreaDeclaration, AuditLogEntry, Page, RemoteName } from '@affnet/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { body, buildTestApp, signIn, type TestApp, UNKNOWN_HOST } from './helpers';

export const DEPLOY_TOKEN = 'deploy-secret-of-the-operator';

/** A seeded app with a deploy token; its releases folder is in its own temp DATA_DIR. */
export async function remotesApp(env: Record<string, string> = {}) {
  const t = await buildTestApp({ DEPLOY_TOKEN, ...env });
  const admin = (await signIn(t.app, UNKNOWN_HOST, 'admin', 'admin@affnet.test')).token;
  return { t, admin };
}

/** A small but complete area declaration of a remote, as a release's area.json holds it. */
export function areaOf(remote: RemoteName, title = 'Offers'): AreaDeclaration {
  return {
    remote,
    mounts: [{ path: 'offers/*', basePath: '/offers', shell: 'main', title: 'title.offers' }],
    pages: [{ path: '/offers/*', permissions: ['network', 'publisher'], title: 'title.offers' }],
    menu: [
      { id: 'offers', label: 'menu.offers', icon: 'M4 4h16v16H4z', order: 20, roles: ['publisher'], to: '/offers' },
    ],
    messages: { en: { 'title.offers': title, 'menu.offers': title } },
  };
}

/** Writes `<releasesDir>/<remote>/<version>/` with an mf-manifest.json, a chunk and (unless null) an area.json. */
export function writeReleaseFolder(
  releasesDir: string,
  remote: RemoteName,
  version: string,
  area: unknown = areaOf(remote),
): string {
  const folder = path.join(releasesDir, remote, version);
  mkdirSync(path.join(folder, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: remote, name: remote, version }));
  writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${remote} ${version} */`);
  writeFileSync(path.join(folder, 'static', 'js', '123.abcdef12.js'), 'console.log(1)');
  if (area !== null) writeFileSync(path.join(folder, 'area.json'), JSON.stringify(area));
  return folder;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call of the remotes API (or any) with an Authorization header as deploy scripts and the page send it. */
export function send(
  t: TestApp,
  method: Method,
  url: string,
  authorization: string | null,
  payload?: unknown,
  host = UNKNOWN_HOST,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host };
  if (authorization) headers.authorization = authorization;
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Registers a release (its folder written first) with the super admin's token; fails the test otherwise. */
export async function release(t: TestApp, admin: string, remote: RemoteName, version: string, title?: string) {
  writeReleaseFolder(t.config.releasesDir, remote, version, areaOf(remote, title));
  const response = await send(t, 'POST', '/api/remotes/releases', admin, { remote, version });
  if (response.statusCode !== 200) throw new Error(`release ${remote} ${version}: ${response.body}`);
}

/** The newest audit log entries of a network, as its owner reads them. */
export async function auditOf(t: TestApp, host: string, owner: string, limit = 5): Promise<AuditLogEntry[]> {
  const token = (await signIn(t.app, host, 'owner', owner)).token;
  const page = body<Page<AuditLogEntry>>(
    await send(t, 'GET', `/api/network/audit-log?page=1&limit=${limit}`, token, undefined, host),
  );
  return page.payload?.rows ?? [];
}
