import type { ReactNode } from 'react';
import { Card, PageTitle } from '../components/card';

/** The frame of a page inside an area: its title, then its content (who is signed in is in the header). */
export function AreaPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <PageTitle>{title}</PageTitle>
      {children}
    </Card>
  );
}
