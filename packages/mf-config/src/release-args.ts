/** What `pnpm release` was asked to do. */
export interface ReleaseRequest {
  /** The remote's folder or federation name, as typed. */
  remote: string;
  /** The release's version; absent: the remote's package.json version. */
  version?: string;
  /** A git patch applied to a copy of the remote's sources before the build. */
  patch?: string;
  /** Run the remote's own tests before building (default). */
  test: boolean;
}

export const RELEASE_USAGE = 'usage: pnpm release <remote> [--version x.y.z] [--patch <file>] [--no-test]';

/** Reads `<remote> [--version x.y.z] [--patch <file>] [--no-test]` (also `--version=x.y.z`); throws with the usage. */
export function parseReleaseArgs(argv: readonly string[]): ReleaseRequest {
  const positional: string[] = [];
  const options: { version?: string; patch?: string } = {};
  let test = true;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    const [flag, inline] = arg.startsWith('--') ? (arg.split(/=(.*)/s) as [string, string?]) : [arg];
    if (flag === '--no-test') test = false;
    else if (flag === '--version' || flag === '--patch') {
      const value = inline ?? argv[++index];
      if (!value || value.startsWith('--')) throw new Error(`${flag} needs a value\n${RELEASE_USAGE}`);
      options[flag === '--version' ? 'version' : 'patch'] = value;
    } else if (arg.startsWith('-')) throw new Error(`Unknown option ${arg}\n${RELEASE_USAGE}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) throw new Error(`Name one remote\n${RELEASE_USAGE}`);
  return { remote: positional[0] as string, ...options, test };
}
