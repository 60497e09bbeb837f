import path from 'node:path';
import { type RemoteName, SIGNED_IN_SHELL_FILE } from '@affnet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brandingOf, tenantForHost } from '../networks/networks';
import { manifestFor } from '../remotes/remotes';
import { bootPage } from './boot-page';
import { readCached } from './cached-file';
import { sendHtml } from './compressed-html';
import { firstScreenFor } from './first-remote';
import { drawFirstScreen } from './first-screen';
import { firstScreenScripts, parseFederationManifest } from './first-screen-scripts';
import { localManifestFile } from './release-files';

/** The mf-manifest.json on this machine of a remote's entry; null when the release is elsewhere. */
function manifestFileOf(request: FastifyRequest, remote: RemoteName, entry: string): string | null {
  return localManifestFile(request.server.ctx.config, remote, entry, request.headers.host ?? '');
}

/** The first route's remote scripts, from its release's mf-manifest.json on this machine. */
function remoteScripts(request: FastifyRequest, file: string, entry: string): string[] {
  try {
    const manifest = readCached(file, parseFederationManifest);
    if (!manifest) return [];
    const manifestUrl = entry.endsWith('remoteEntry.js')
      ? entry.replace(/remoteEntry\.js$/, 'mf-manifest.json')
      : entry;
    return firstScreenScripts(manifest, manifestUrl);
  } catch (error) {
    // The page still works without preloads: the host loads the remote as before.
    request.log.warn({ err: error, file }, 'no preload of the first remote: its mf-manifest.json does not read');
    return [];
  }
}

/**
 * The host's scripts of the signed-in shell (signed-in-shell.json, written by its build), as URLs of this origin;
 * none when the build wrote no such file.
 */
function signedInShellScripts(request: FastifyRequest): string[] {
  const file = path.join(request.server.ctx.config.webDist, SIGNED_IN_SHELL_FILE);
  try {
    return (readCached(file, parseSignedInShell) ?? []).map((script) => `/${script}`);
  } catch (error) {
    // The page still works without these preloads: the host loads its shell when it first shows it.
    request.log.warn({ err: error, file }, 'no preload of the signed-in shell: the file does not read');
    return [];
  }
}

function parseSignedInShell(text: string): string[] {
  const { scripts } = JSON.parse(text) as { scripts?: unknown };
  return Array.isArray(scripts) ? scripts.filter((file): file is string => typeof file === 'string') : [];
}

/**
 * The web app's index.html for a page route, carrying the tenant's boot data (remote manifest for an anonymous
 * visitor, branding with theme) and preloads of the first route's remote; false when the web app is not built.
 * Never cached: a rollout or a new branding must reach the next page load. (A boolean, not the reply: a reply is
 * thenable, so an async function returning it would wait for the response to end and yield undefined.)
 */
export async function sendIndexPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const { ctx } = request.server;
  const template = readCached(path.join(ctx.config.webDist, 'index.html'), (text) => text);
  if (template === null) return false;
  const host = request.headers.host;
  // Tracking routes (/postback's page) skip the tenant hook.
  const tenant = request.tenant ?? (await tenantForHost(ctx, host));
  const manifest = await manifestFor(ctx, tenant, host);
  const pathname = request.url.split('?')[0] ?? '/';
  const first = firstScreenFor(pathname, manifest);
  const entry = first ? manifest.remotes[first.remote] : undefined;
  const manifestFile = first && entry ? manifestFileOf(request, first.remote, entry) : null;
  const scripts = manifestFile && entry ? remoteScripts(request, manifestFile, entry) : [];
  const branding = brandingOf(tenant);
  // A public page is drawn by its area's release (and the host's shell) on the server, when both can.
  const isPublic = first?.shell === 'public';
  const drawn =
    isPublic && manifestFile ? await drawFirstScreen(request, pathname, path.dirname(manifestFile), branding) : null;
  // Every page but the public ones opens in the signed-in shell (an unknown path leads to the dashboard).
  if (!isPublic) scripts.push(...signedInShellScripts(request));
  const html = bootPage(template, { manifest, branding }, scripts, drawn);
  reply.header('cache-control', 'no-cache');
  sendHtml(request, reply, html);
  return true;
}
