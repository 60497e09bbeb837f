import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MenuIcon } from '../menu/menu-icon';
import type { SidebarEntry } from '../menu/sidebar-entries';
import { Item, itemLayout, type MenuLook } from './sidebar-item';

const Entry = styled.li`
  position: relative;
  /* A mouse opens the flyout by pointing; a tap or a key opens it through the button (aria-expanded). */
  &:hover > div[hidden] { display: block; }
`;

const GroupButton = styled.button<{ $look: MenuLook; $current: boolean }>`
  display: flex;
  align-items: center;
  width: 100%;
  background: ${(p) => (p.$current ? 'rgb(127 127 127 / 12%)' : 'transparent')};
  color: inherit;
  font: inherit;
  font-weight: ${(p) => (p.$current ? 700 : 'inherit')};
  border: none;
  border-inline-start: 3px solid ${(p) => (p.$current ? 'currentColor' : 'transparent')};
  cursor: pointer;
  text-align: start;
  ${(p) => itemLayout(p.$look)}
  &:hover { background: rgb(127 127 127 / 12%); }
`;

const Flyout = styled.div<{ $look: MenuLook }>`
  position: absolute;
  z-index: 45;
  min-width: 200px;
  padding-block: 0.25rem;
  background: ${(p) => p.theme.sidebar.bg};
  color: ${(p) => p.theme.sidebar.fg};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 18%);
  ${(p) =>
    p.$look === 'row'
      ? css`inset-block-start: 100%; inset-inline-start: 0;`
      : css`inset-block-start: 0; inset-inline-start: 100%;`}
  ul { list-style: none; margin: 0; padding: 0; }
`;

const FlyoutTitle = styled.p`
  margin: 0;
  padding: 0.5rem 1rem 0.25rem;
  font-size: 0.8rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export interface SidebarGroupProps {
  item: SidebarEntry;
  look: MenuLook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A group of pages in a narrow menu (mini-sidebar, icon bar, top menu): a button that opens its pages beside it,
 * so every page stays one tap or key away when the labels do not fit. Escape closes it and gives focus back.
 */
export function SidebarGroup({ item, look, open, onOpenChange }: SidebarGroupProps) {
  const { t } = useTranslation(item.remote);
  const label = t(item.label);
  const { pathname } = useLocation();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const entry = useRef<HTMLLIElement>(null);
  const children = item.children ?? [];
  const current = children.some((child) => pathname === child.to);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!entry.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    onOpenChange(false);
    button.current?.focus();
  };

  return (
    <Entry
      ref={entry}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !entry.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <GroupButton
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        title={label}
        $look={look}
        $current={current}
        onClick={() => onOpenChange(!open)}
      >
        <MenuIcon path={item.icon} />
        {look === 'icons' ? <span className="visually-hidden">{label}</span> : <span>{label}</span>}
      </GroupButton>
      <Flyout id={id} hidden={!open} $look={look}>
        <FlyoutTitle aria-hidden="true">{label}</FlyoutTitle>
        <ul aria-label={label}>
          {children.map((child) => (
            <li key={child.to}>
              <Item to={child.to} $look="full" onClick={() => onOpenChange(false)}>
                {t(child.label)}
              </Item>
            </li>
          ))}
        </ul>
      </Flyout>
    </Entry>
  );
}
