import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../menu/menu-icon';
import type { SidebarEntry } from '../menu/sidebar-entries';
import { SidebarGroup } from './sidebar-group';
import { Item, type MenuLook } from './sidebar-item';

export type { MenuLook } from './sidebar-item';

const List = styled.ul<{ $look: MenuLook }>`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
  ${(p) => p.$look === 'row' && 'display: flex; flex-wrap: wrap; padding: 0 0.5rem;'}
`;

const Sub = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  a { padding-inline-start: 3.1rem; font-size: 0.92rem; }
`;

/** A group in the full menu: its link (to its first page) with its pages listed below. */
function FullGroup({ item }: { item: SidebarEntry }) {
  const { t } = useTranslation(item.remote);
  const children = item.children ?? [];
  return (
    <li>
      <Item to={children[0]?.to ?? '/dashboard'} title={t(item.label)} $look="full">
        <MenuIcon path={item.icon} />
        <span>{t(item.label)}</span>
      </Item>
      <Sub>
        {children.map((child) => (
          <li key={child.to}>
            <Item to={child.to} $look="full">
              {t(child.label)}
            </Item>
          </li>
        ))}
      </Sub>
    </li>
  );
}

/** The menu links; labels stay in the DOM for screen readers even when only icons show. */
export function SidebarMenu({ items, look }: { items: SidebarEntry[]; look: MenuLook }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  // A page chosen (or a change of look) closes any open flyout.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and the look are the triggers
  useEffect(() => setOpenGroup(null), [pathname, look]);
  const openChange = useCallback(
    (id: string) => (open: boolean) => setOpenGroup((current) => (open ? id : current === id ? null : current)),
    [],
  );

  return (
    <List $look={look}>
      {items.map((item) => {
        if (item.children && look === 'full') return <FullGroup key={item.id} item={item} />;
        if (item.children) {
          return (
            <SidebarGroup
              key={item.id}
              item={item}
              look={look}
              open={openGroup === item.id}
              onOpenChange={openChange(item.id)}
            />
          );
        }
        const label = t(item.label, { ns: item.remote });
        return (
          <li key={item.id}>
            <Item to={item.to ?? '/dashboard'} end title={label} $look={look}>
              <MenuIcon path={item.icon} />
              {look === 'icons' ? <span className="visually-hidden">{label}</span> : <span>{label}</span>}
            </Item>
          </li>
        );
      })}
    </List>
  );
}
