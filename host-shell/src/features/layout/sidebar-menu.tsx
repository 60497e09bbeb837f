import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MenuIcon } from '../menu/menu-icon';
import type { MenuItem } from '../menu/menus';

/** full: icons and labels; iconbar: icons over small labels; icons: icons only (mini-sidebar); row: horizontal menu. */
export type MenuLook = 'full' | 'iconbar' | 'icons' | 'row';

const List = styled.ul<{ $look: MenuLook }>`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
  ${(p) => p.$look === 'row' && 'display: flex; flex-wrap: wrap; padding: 0 0.5rem;'}
`;

/** Children show below their group in the full menu, and as a flyout on hover or focus in the narrow ones. */
const Entry = styled.li<{ $look: MenuLook }>`
  position: relative;
  ${(p) =>
    p.$look !== 'full' &&
    css`
      & > ul { display: none; }
      &:hover > ul, &:focus-within > ul {
        display: block;
        position: absolute;
        z-index: 45;
        min-width: 200px;
        background: ${p.theme.sidebar.bg};
        color: ${p.theme.sidebar.fg};
        border: 1px solid ${p.theme.colors.border};
        border-radius: 6px;
        box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
        ${p.$look === 'row' ? 'inset-block-start: 100%; inset-inline-start: 0;' : 'inset-block-start: 0; inset-inline-start: 100%;'}
      }
      & > ul a { padding-inline-start: 1rem; }
    `}
`;

const itemLayout = (look: MenuLook) =>
  look === 'iconbar'
    ? css`flex-direction: column; gap: 0.2rem; padding: 0.6rem 0.25rem; font-size: 0.75rem; text-align: center;`
    : css`gap: 0.75rem; padding: 0.6rem 1.1rem;`;

const Item = styled(NavLink)<{ $look: MenuLook }>`
  display: flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  border-inline-start: 3px solid transparent;
  ${(p) => itemLayout(p.$look)}
  &.active { border-inline-start-color: currentColor; font-weight: 700; background: rgb(127 127 127 / 12%); }
  &:hover { background: rgb(127 127 127 / 12%); }
`;

const Sub = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  a { padding-inline-start: 3.1rem; font-size: 0.92rem; }
`;

/** The menu links; labels stay in the DOM for screen readers even when only icons show. */
export function SidebarMenu({ items, look }: { items: MenuItem[]; look: MenuLook }) {
  const { t } = useTranslation('shell');
  const label = (key: string) =>
    look === 'icons' ? <span className="visually-hidden">{t(key)}</span> : <span>{t(key)}</span>;
  return (
    <List $look={look}>
      {items.map((item) => {
        // A group leads to its first page, so it is reachable in every look, not only through its flyout.
        const to = item.to ?? item.children?.[0]?.to ?? '/dashboard';
        return (
          <Entry key={item.label} $look={look}>
            <Item to={to} end={!!item.to} title={t(item.label)} $look={look}>
              <MenuIcon name={item.icon} />
              {label(item.label)}
            </Item>
            {item.children ? (
              <Sub>
                {item.children.map((child) => (
                  <li key={child.to}>
                    <Item to={child.to} $look="full">
                      {t(child.label)}
                    </Item>
                  </li>
                ))}
              </Sub>
            ) : null}
          </Entry>
        );
      })}
    </List>
  );
}
