import { renderPage as renderRemotePage } from '@affnet/testing';
import type { ReactElement } from 'react';
import { queryClient } from '../app/query-client';
import '../i18n/auth';

/** Renders a page of this remote the way the host would, with its translations loaded and an empty query cache. */
export function renderPage(ui: ReactElement, path = '/login') {
  queryClient.clear();
  return renderRemotePage(ui, path);
}
