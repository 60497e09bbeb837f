/** What `npm run release` was asked to do. */
export interface ReleaseRequest {
  /** The remote's folder or federation name, as typed. */
  remote: string;
  /** The release's version; absent: the remote's package.json version. */
  version?: string;
  /** A git patch applied to a copy of the remote's sources before the build. */
  patch?: string;
  /** Run the remote's own tests before building (default). */
  test: boolean;
  /** Register the release folder that exists, as it is, without building. */
  registerOnly: boolean;
  /** Do not register now: the server registers the folder when it next starts. */
  offline: boolean;
  /** Make the release the platform default as it is registered (`make_default: true`). */
  makeDefault: boolean;
}

export const RELEASE_USAGE =
  'usage: npm run release -- <remote> [--version x.y.z] [--patch <file>] [--no-test] [--register-only] [--offline] [--make-default]';

const SWITCHES = {
  '--no-test': 'noTest',
  '--register-only': 'registerOnly',
  '--offline': 'offline',
  '--make-default': 'makeDefault',
} as const;

type Switch = (typeof SWITCHES)[keyof typeof SWITCHES];

/** Reads the command line (`--version=x.y.z` too); throws with the usage. */
export function parseReleaseArgs(argv: readonly string[]): ReleaseRequest {
  const positional: string[] = [];
  const options: { version?: string; patch?: string } = {};
  const on = new Set<Switch>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string?]) : [arg];
    if (flag in SWITCHES && inline === undefined) on.add(SWITCHES[flag as keyof typeof SWITCHES]);
    else if (flag === '--version' || flag === '--patch') {
      const value = inline ?? argv[++index];
      if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value\n${RELEASE_USAGE}`);
      options[flag === '--version' ? 'version' : 'patch'] = value;
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}\n${RELEASE_USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new Error(`Name one remote\n${RELEASE_USAGE}`);
  const request = {
    remote: positional[0] as string,
    ...options,
    test: !on.has('noTest'),
    registerOnly: on.has('registerOnly'),
    offline: on.has('offline'),
    makeDefault: on.has('makeDefault'),
  };
  if (request.registerOnly && (request.offline || request.patch)) {
    throw new Error(`--register-only registers a folder that exists: it takes neither --offline nor --patch`);
  }
  // The server's scan at its start registers a folder, but never makes it the default.
  if (request.offline && request.makeDefault) throw new Error('--make-default needs the server: not with --offline');
  return request;
}
