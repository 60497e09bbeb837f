import { registerRelease, serverUrl } from './register-release';
import type { ReleaseRequest } from './release-args';

/**
 * Registers a built release folder with the server, or says that the server will (`--offline`). Returns the
 * command's exit code: a release that could not be registered fails the command, with what to do next.
 */
export async function registerBuiltRelease(
  remote: string,
  version: string,
  folder: string,
  request: Pick<ReleaseRequest, 'offline' | 'makeDefault'>,
  env: NodeJS.ProcessEnv = process.env,
  send: typeof fetch = fetch,
): Promise<number> {
  if (request.offline) {
    console.info(
      `Not registered now (--offline): the server registers ${remote} ${version} when it next starts (it scans the releases folder).`,
    );
    return 0;
  }
  const registration = await registerRelease(remote, version, { makeDefault: request.makeDefault }, env, send);
  if (registration.kind === 'registered') {
    const asDefault = request.makeDefault ? ', as the platform default' : '';
    console.info(`Registered ${remote} ${version} with ${serverUrl(env)}${asDefault}.`);
    return 0;
  }
  const why =
    registration.kind === 'unsent'
      ? `Could not register ${remote} ${version}: ${registration.reason}.`
      : `The server refused ${remote} ${version}: ${registration.status} ${registration.message}`;
  console.error(
    `${why}\nThe release folder ${folder} is kept. Once that is fixed, run the same command again: it registers the ` +
      "folder without a rebuild (--register-only registers it as it is). --offline leaves it to the server's next start.",
  );
  return 1;
}
