import path from 'node:path';
import { FIRST_SCREEN_FILE } from '@affnet/contracts';

/** The folder of a build's server renderer (FIRST_SCREEN_FILE): the server runs it, nobody downloads it. */
const SERVER_FOLDER = path.posix.dirname(FIRST_SCREEN_FILE).toLowerCase();

/** Percent-decoded until nothing changes: `%252e` is `%2e` to one reader and `.` to the next. */
function decoded(text: string): string {
  let current = text;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * A requested path inside a build's folder as some file server could read it: decoded, backslashes as slashes (as
 * Windows reads them), dot segments resolved, no leading slash, lower-cased (a case-insensitive file system finds
 * `SERVER/` in `server/`).
 */
function spelledOut(pathname: string): string {
  const slashed = decoded(pathname).replaceAll('\\', '/').replace(/^\/+/, '');
  return path.posix.normalize(slashed).replace(/^\/+/, '').toLowerCase();
}

/**
 * Whether a path inside a build's folder may be served: never its server renderer's folder, however spelled
 * (`/./server/`, `/x/../server/`, `/%2e/server/`, `/server%2f…`, `\server\`), nothing outside the folder, no NUL.
 */
export function isServedPath(pathname: string): boolean {
  const file = spelledOut(pathname);
  if (file.includes('\0') || file === '..' || file.startsWith('../')) return false;
  return file !== SERVER_FOLDER && !file.startsWith(`${SERVER_FOLDER}/`);
}
