import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** full: icons and labels; iconbar: icons over small labels; icons: icons only (mini-sidebar); row: horizontal menu. */
export type MenuLook = 'full' | 'iconbar' | 'icons' | 'row';

/**
 * An entry's icon keeps its size whatever its label (the long French 'Centre de téléchargement' once squeezed it to a
 * dot): the label takes the room left and wraps, at a word if it can; only the top menu keeps each label on one line.
 */
const labelRoom = (look: MenuLook) =>
  look === 'row'
    ? css`white-space: nowrap;`
    : css`
        white-space: normal;
        & > span { min-width: 0; overflow-wrap: anywhere; }
      `;

export const itemLayout = (look: MenuLook) => css`
  & > svg { flex: 0 0 auto; }
  ${labelRoom(look)}
  ${
    look === 'iconbar'
      ? css`flex-direction: column; gap: 0.2rem; padding: 0.6rem 0.25rem; font-size: 0.75rem; text-align: center;`
      : css`gap: 0.75rem; padding: 0.6rem 1.1rem;`
  }
`;

/** One link of the menu; the current page is marked by a bar at its start and bold text. */
export const Item = styled(NavLink)<{ $look: MenuLook }>`
  display: flex;
  align-items: center;
  color: inherit;
  text-decoration: none;
  text-align: start;
  border-inline-start: 3px solid transparent;
  ${(p) => itemLayout(p.$look)}
  &.active { border-inline-start-color: currentColor; font-weight: 700; background: rgb(127 127 127 / 12%); }
  &:hover { background: rgb(127 127 127 / 12%); }
`;
