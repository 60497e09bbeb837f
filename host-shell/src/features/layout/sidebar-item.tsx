import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** full: icons and labels; iconbar: icons over small labels; icons: icons only (mini-sidebar); row: horizontal menu. */
export type MenuLook = 'full' | 'iconbar' | 'icons' | 'row';

export const itemLayout = (look: MenuLook) =>
  look === 'iconbar'
    ? css`flex-direction: column; gap: 0.2rem; padding: 0.6rem 0.25rem; font-size: 0.75rem; text-align: center;`
    : css`gap: 0.75rem; padding: 0.6rem 1.1rem;`;

/** One link of the menu; the current page is marked by a bar at its start and bold text. */
export const Item = styled(NavLink)<{ $look: MenuLook }>`
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
