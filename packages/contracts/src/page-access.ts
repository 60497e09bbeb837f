import type { Permission } from './permissions';
import type { AreaPage } from './remotes';

/** Where a signed-in user lands when the page he asked for is not his. */
export const DASHBOARD_PATH = '/dashboard';

function segmentsOf(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.split('/').filter(Boolean);
}

/** Whether a page's path pattern (`:name` one segment, a final `*` the rest or nothing) matches a path. */
export function pathMatches(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  for (const [index, part] of wanted.entries()) {
    if (part === '*') return true;
    const segment = actual[index];
    if (segment === undefined) return false;
    if (!part.startsWith(':') && part !== segment) return false;
  }
  return wanted.length === actual.length;
}

/**
 * The page that decides a path among the pages the loaded areas declare (the first match, so each area lists its
 * narrow paths first), or undefined for a path no page declares.
 */
export function pageAccessOf<P extends AreaPage>(path: string, pages: readonly P[]): P | undefined {
  return pages.find((page) => pathMatches(page.path, path));
}

/**
 * Whether a user with these permissions may open this path. A path no page declares is not a page (the router
 * sends it elsewhere), so it is allowed here and judged again where it leads.
 */
export function canOpen(path: string, permissions: readonly Permission[], pages: readonly AreaPage[]): boolean {
  const page = pageAccessOf(path, pages);
  return !page || page.permissions.some((permission) => permissions.includes(permission));
}
