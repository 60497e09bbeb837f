/** What became of registering a release with the server. */
export type Registration =
  | { kind: 'registered' }
  /** Nothing reached the server: no token, or it did not answer. */
  | { kind: 'unsent'; reason: string }
  | { kind: 'refused'; status: number; message: string };

export const DEFAULT_SERVER_URL = 'http://localhost:3000';
const TIMEOUT_MS = 10_000;

/** The server releases are registered with: `AFFNET_SERVER_URL`, else the local one. */
export const serverUrl = (env: NodeJS.ProcessEnv = process.env) =>
  (env.AFFNET_SERVER_URL || DEFAULT_SERVER_URL).replace(/\/+$/, '');

/**
 * `POST <AFFNET_SERVER_URL>/api/remotes/releases {remote, version, make_default?}` with the operator's (or the
 * remote's team's) `DEPLOY_TOKEN`; the server reads the release's area.json from its releases folder.
 */
export async function registerRelease(
  remote: string,
  version: string,
  options: { makeDefault?: boolean } = {},
  env: NodeJS.ProcessEnv = process.env,
  send: typeof fetch = fetch,
): Promise<Registration> {
  const server = serverUrl(env);
  if (!env.DEPLOY_TOKEN) return { kind: 'unsent', reason: 'DEPLOY_TOKEN is not set' };
  let response: Response;
  try {
    response = await send(`${server}/api/remotes/releases`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.DEPLOY_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ remote, version, ...(options.makeDefault ? { make_default: true } : {}) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { kind: 'unsent', reason: `the server at ${server} did not answer (${cause})` };
  }
  if (response.ok) return { kind: 'registered' };
  const body = (await response.json().catch(() => null)) as { msg?: unknown } | null;
  const message = typeof body?.msg === 'string' ? body.msg : response.statusText;
  return { kind: 'refused', status: response.status, message };
}
