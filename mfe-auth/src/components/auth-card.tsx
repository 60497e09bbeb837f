import { Card, PageTitle } from '@affnet/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../hooks/use-document-title';
import { BrandHeader } from './brand-header';

const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: 2rem 0;
`;

const Frame = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

const Title = styled(PageTitle)`
  text-align: center;
`;

/** The frame of every sign-in page: a centred card with the network's brand, then the page's title. */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Page>
      <Frame aria-labelledby="auth-card-title">
        <BrandHeader />
        <Title id="auth-card-title">{title}</Title>
        {children}
      </Frame>
    </Page>
  );
}
