import { css } from 'styled-components';

/** The frame every form control shares: border, radius and the theme's surface and text colours. */
export const fieldBox = css`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
`;
