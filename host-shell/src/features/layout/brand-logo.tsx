import { useTheme } from '@affnet/core';
import { LOGO_HEIGHT, logoVariant } from '@affnet/ui';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The logo is drawn inside this box whatever its own size: a wide or tall upload never pushes the header apart. */
export const LOGO_BOX = { height: 40, width: 140 } as const;

const Box = styled(Link)<{ $width: number | null; $compact: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  height: ${LOGO_HEIGHT}px;
  padding: 0 ${(p) => (p.$compact ? '0.5rem' : '1rem')};
  ${(p) =>
    p.$compact
      ? css`
          width: ${p.$width ? `${p.$width}px` : 'auto'};
          flex: 0 0 auto;
          justify-content: center;
        `
      : p.$width
        ? css`
            /* Exactly the sidebar's column, logo or not: a wide logo once made it 278 px over a 250 px sidebar. */
            width: ${p.$width}px;
            flex: 0 0 auto;
          `
        : css`
            /* No sidebar column (a phone, the top menu): what the name needs, up to a share of the header. */
            max-width: 45%;
            flex: 0 1 auto;
          `}
  overflow: hidden;
  background: ${(p) => p.theme.logo.bg};
  color: ${(p) => p.theme.logo.fg};
  text-decoration: none;
  font-weight: 700;
  white-space: nowrap;
  img {
    display: block;
    flex: 0 0 auto;
    max-height: ${LOGO_BOX.height}px;
    max-width: ${(p) => (p.$compact ? '100%' : `${LOGO_BOX.width}px`)};
    object-fit: contain;
  }
  /*
   * A phone's header has room for the logo or the name: the logo, when there is one (the link keeps the name), shrunk
   * to the block the tools leave it.
   */
  @media (max-width: 479px) {
    padding-inline: 0.5rem;
    img { flex-shrink: 1; min-width: 0; max-width: 100%; }
    img + span { display: none; }
  }
`;

/** Beside a logo the name may need two lines to be read whole; a longer one ends in … on the second. */
const CompanyName = styled.span`
  min-width: 0;
  overflow: hidden;
  white-space: normal;
  overflow-wrap: anywhere;
  line-height: 1.2;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

/** The network's logo and company name; the small logo alone when the sidebar is narrow. */
export function BrandLogo({ compact, width }: { compact: boolean; width: number | null }) {
  const { companyName, logoUrl } = useTheme((s) => s.brand);
  return (
    <Box to="/dashboard" $width={width} $compact={compact} aria-label={companyName}>
      {logoUrl ? <img src={logoVariant(logoUrl, compact ? 'small' : 'medium')} alt="" /> : null}
      {compact ? null : (
        <CompanyName data-testid="company-name" title={companyName}>
          {companyName}
        </CompanyName>
      )}
    </Box>
  );
}
