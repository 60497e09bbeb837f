import { renderPage as renderRemotePage } from '@affnet/testing';
import type { ReactElement } from 'react';
import '../i18n/statistics';
import { queryClient } from '../app/query-client';

/** Renders a page of this remote the way the host would, with its translations loaded and nothing cached yet. */
export function renderPage(ui: ReactElement, path = '/dashboard') {
  queryClient.clear();
  return renderRemotePage(ui, path);
}
