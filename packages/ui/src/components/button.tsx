import styled, { css } from 'styled-components';

/** The one button of the dashboard. `$variant="secondary"` is outlined; `$variant="link"` looks like a link. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'link'; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-height: 40px;
  padding: 0.5rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => {
    const c = p.theme.colors;
    if (p.$variant === 'secondary')
      return css`background: transparent; color: ${c.text}; border: 1px solid ${c.border};`;
    if (p.$variant === 'link')
      return css`background: none; border: none; color: ${c.primary}; padding: 0; min-height: auto; font-weight: 500; text-decoration: underline;`;
    return css`background: ${c.primary}; color: ${c.primaryText}; border: 1px solid ${c.primary};`;
  }}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
