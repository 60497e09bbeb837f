import type { ReactNode } from 'react';
import { Card, PageTitle } from '../components/card';
import { SignedInSummary } from './signed-in-summary';

/** The frame of a page inside an area: its title, the signed-in context, then its content. */
export function AreaPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      <SignedInSummary />
      {children}
    </Card>
  );
}
