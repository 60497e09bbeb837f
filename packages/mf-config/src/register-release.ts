/** What became of registering a release with the server. */
export type Registration =
  | { kind: 'registered' }
  /** Not registered now; the server registers the folder when it next starts (it scans the releases folder). */
  | { kind: 'deferred'; reason: string }
  | { kind: 'refused'; status: number; message: string };

export const DEFAULT_SERVER_URL = 'http://localhost:3000';
const TIMEOUT_MS = 10_000;

/**
 * `POST <AFFNET_SERVER_URL>/api/remotes/releases {remote, version}` with the operator's `DEPLOY_TOKEN`; the server
 * reads the release's area.json from its releases folder.
 */
export async function registerRelease(
  remote: string,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
  send: typeof fetch = fetch,
): Promise<Registration> {
  const server = (env.AFFNET_SERVER_URL || DEFAULT_SERVER_URL).replace(/\/+$/, '');
  if (!env.DEPLOY_TOKEN) return { kind: 'deferred', reason: 'DEPLOY_TOKEN is not set' };
  let response: Response;
  try {
    response = await send(`${server}/api/remotes/releases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.DEPLOY_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote, version }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { kind: 'deferred', reason: `the server at ${server} did not answer (${cause})` };
  }
  if (response.ok) return { kind: 'registered' };
  const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
  const message = typeof body?.msg === 'string' ? body.msg : response.statusText;
  return { kind: 'refused', status: response.status, message };
}
