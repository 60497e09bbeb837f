import { renderPage as renderRemotePage } from '@affnet/testing';
import type { ReactElement } from 'react';
import { queryClient } from '../app/query-client';

/** Renders a page of this remote the way the host would, with nothing cached yet. */
export function renderPage(ui: ReactElement, path = '/') {
  queryClient.clear();
  return renderRemotePage(ui, path);
}
