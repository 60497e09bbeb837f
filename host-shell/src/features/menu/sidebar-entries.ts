import type { AreaDeclaration, Permission, RemoteName } from '@affnet/contracts';

/** One entry of the sidebar as the host draws it: a link or a group, labelled in its remote's namespace. */
export interface SidebarEntry {
  id: string;
  remote: RemoteName;
  /** Label key in the remote's namespace. */
  label: string;
  /** SVG path data in a 24×24 box. */
  icon: string;
  to?: string;
  children?: { label: string; to: string }[];
}

const ROLES_BY_RANK: readonly Permission[] = ['admin', 'network', 'publisher', 'advertiser'];

/** The role a sidebar is built for: the first of admin, network, publisher, advertiser the user holds. */
export function roleOf(permissions: readonly Permission[]): Permission | null {
  return ROLES_BY_RANK.find((role) => permissions.includes(role)) ?? null;
}

/**
 * The sidebar of a signed-in user: the menu entries of every loaded area that name his role, sorted by their order,
 * each group's links filtered by their own roles. An entry whose id an earlier area already used is left out, and
 * a group with no link left is not drawn.
 */
export function sidebarFor(areas: readonly AreaDeclaration[], permissions: readonly Permission[]): SidebarEntry[] {
  const role = roleOf(permissions);
  if (!role) return [];
  const seen = new Set<string>();
  const entries: (SidebarEntry & { order: number })[] = [];
  for (const area of areas) {
    for (const entry of area.menu) {
      if (seen.has(entry.id)) continue;
      seen.add(entry.id);
      if (!entry.roles.includes(role)) continue;
      const children = entry.children
        ?.filter((child) => !child.roles || child.roles.includes(role))
        .map(({ label, to }) => ({ label, to }));
      if (children && children.length === 0) continue;
      const { id, label, icon, order, to } = entry;
      entries.push({
        id,
        remote: area.remote,
        label,
        icon,
        order,
        ...(to ? { to } : {}),
        ...(children ? { children } : {}),
      });
    }
  }
  return entries.sort((a, b) => a.order - b.order).map(({ order: _order, ...entry }) => entry);
}
