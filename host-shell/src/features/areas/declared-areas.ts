import {
  type AreaDeclaration,
  type AreaMount,
  type AreaPage,
  pageAccessOf,
  pathMatches,
  type RemoteName,
} from '@affnet/contracts';

/** A page of a loaded area, with the remote whose namespace holds its title. */
export interface DeclaredPage extends AreaPage {
  remote: RemoteName;
}

/** A mount of a loaded area: where the host puts the remote's App. */
export interface DeclaredMount extends AreaMount {
  remote: RemoteName;
}

/** A translation key and the namespace (the remote's name) it lives in. */
export interface AreaText {
  ns: RemoteName;
  key: string;
}

/** The pages of all loaded areas in load order: the first matching page decides a path. */
export function pagesOf(areas: readonly AreaDeclaration[]): DeclaredPage[] {
  return areas.flatMap((area) => area.pages.map((page) => ({ ...page, remote: area.remote })));
}

export function mountsOf(areas: readonly AreaDeclaration[], shell?: AreaMount['shell']): DeclaredMount[] {
  return areas
    .flatMap((area) => area.mounts.map((mount) => ({ ...mount, remote: area.remote })))
    .filter((mount) => !shell || mount.shell === shell);
}

/** The mount a path falls in (react-router paths below the shell: `offers/*`, `dashboard`). */
export function mountOf(mounts: readonly DeclaredMount[], pathname: string): DeclaredMount | undefined {
  return mounts.find((mount) => pathMatches(`/${mount.path}`, pathname));
}

/**
 * The title of a path for the breadcrumb and the document title: its page's own title, else its area's; null for a
 * path no loaded area declares.
 */
export function titleOf(areas: readonly AreaDeclaration[], pathname: string): AreaText | null {
  const page = pageAccessOf(pathname, pagesOf(areas));
  if (page?.title) return { ns: page.remote, key: page.title };
  const mount = mountOf(mountsOf(areas, 'main'), pathname);
  return mount?.title ? { ns: mount.remote, key: mount.title } : null;
}

/**
 * Keeps what can be an area declaration: the manifest comes from the network, and one malformed release must not
 * take the other areas down with it.
 */
export function isAreaDeclaration(value: unknown): value is AreaDeclaration {
  if (!value || typeof value !== 'object') return false;
  const area = value as Partial<AreaDeclaration>;
  return (
    typeof area.remote === 'string' &&
    Array.isArray(area.mounts) &&
    Array.isArray(area.pages) &&
    Array.isArray(area.menu) &&
    !!area.messages &&
    typeof area.messages === 'object'
  );
}
