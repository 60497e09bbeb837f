import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MenuIcon } from '../menu/menu-icon';
import type { MenuItem } from '../menu/menus';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0;
`;

const Entry = styled.li`
  position: relative;
`;

const itemStyle = `
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.6rem 1.1rem;
  color: inherit;
  text-decoration: none;
  white-space: nowrap;
  border-inline-start: 3px solid transparent;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  &.active { border-inline-start-color: currentColor; font-weight: 700; background: rgb(127 127 127 / 12%); }
  &:hover { background: rgb(127 127 127 / 12%); }
`;

const Group = styled.span`
  ${itemStyle}
  font-weight: 600;
`;

const Sub = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.25rem;
  a { padding-inline-start: 3.1rem; font-size: 0.92rem; }
`;

/** The menu links; labels stay in the DOM for screen readers even when only icons show. */
export function SidebarMenu({ items, iconsOnly }: { items: MenuItem[]; iconsOnly: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const label = (key: string) =>
    iconsOnly ? <span className="visually-hidden">{t(key)}</span> : <span>{t(key)}</span>;
  return (
    <List>
      {items.map((item) => (
        <Entry key={item.label}>
          {item.to ? (
            <Item to={item.to} title={t(item.label)}>
              <MenuIcon name={item.icon} />
              {label(item.label)}
            </Item>
          ) : (
            <>
              <Group title={t(item.label)} data-open={item.children?.some((c) => pathname.startsWith(c.to))}>
                <MenuIcon name={item.icon} />
                {label(item.label)}
              </Group>
              {iconsOnly ? null : (
                <Sub>
                  {item.children?.map((child) => (
                    <li key={child.to}>
                      <Item to={child.to}>{t(child.label)}</Item>
                    </li>
                  ))}
                </Sub>
              )}
            </>
          )}
        </Entry>
      ))}
    </List>
  );
}
