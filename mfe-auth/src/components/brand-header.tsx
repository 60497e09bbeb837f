import { useTheme } from '@affnet/core';
import { LOGO_HEIGHT, logoVariant } from '@affnet/ui';
import { useState } from 'react';
import styled from 'styled-components';

const LogoBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${LOGO_HEIGHT}px;
  padding: 0.5rem 1rem;
  margin-bottom: 0.75rem;
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.logo.bg};
  img {
    max-height: 100%;
    max-width: 100%;
    object-fit: contain;
  }
`;

const CompanyName = styled.p`
  margin: 0 0 1.25rem;
  text-align: center;
  font-weight: 700;
  font-size: 1.1rem;
`;

/**
 * The network's logo (medium variant, the large one if the medium is missing) and company name: what
 * makes one tenant's sign-in page look like its own before anybody signs in.
 */
export function BrandHeader() {
  const { companyName, logoUrl } = useTheme((s) => s.brand);
  const [broken, setBroken] = useState<readonly string[]>([]);
  const candidates = logoUrl ? [logoVariant(logoUrl, 'medium'), logoUrl] : [];
  const src = candidates.find((url) => !broken.includes(url));
  return (
    <>
      {src ? (
        <LogoBox>
          <img src={src} alt={companyName} onError={() => setBroken([...broken, src])} />
        </LogoBox>
      ) : null}
      <CompanyName>{companyName}</CompanyName>
    </>
  );
}
