import { useTheme } from '@affnet/store';
import { LOGO_HEIGHT, logoVariant } from '@affnet/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled(Link)<{ $width: number | null }>`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  height: ${LOGO_HEIGHT}px;
  padding: 0 1rem;
  width: ${(p) => (p.$width ? `${p.$width}px` : 'auto')};
  flex-shrink: 0;
  overflow: hidden;
  background: ${(p) => p.theme.logo.bg};
  color: ${(p) => p.theme.logo.fg};
  text-decoration: none;
  font-weight: 700;
  white-space: nowrap;
  img { max-height: ${LOGO_HEIGHT - 20}px; max-width: 100%; }
`;

/** The network's logo and company name; the small logo when the sidebar is narrow. */
export function BrandLogo({ compact, width }: { compact: boolean; width: number | null }) {
  const { companyName, logoUrl } = useTheme((s) => s.brand);
  return (
    <Box to="/dashboard" $width={width} aria-label={companyName}>
      {logoUrl ? <img src={logoVariant(logoUrl, compact ? 'small' : 'medium')} alt="" /> : null}
      {compact ? null : <span data-testid="company-name">{companyName}</span>}
    </Box>
  );
}
