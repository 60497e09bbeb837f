import { AreaQueryProvider } from '@affnet/ui';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/** The area's query cache around a page whose requests go through TanStack Query. */
export function WithAreaQueries({ children }: { children: ReactNode }) {
  return <AreaQueryProvider client={queryClient}>{children}</AreaQueryProvider>;
}
