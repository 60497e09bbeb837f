import { i18n } from '@affnet/core';
import { renderPage as renderRemotePage } from '@affnet/testing';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { queryClient } from '../app/query-client';
import '../i18n/auth';

/**
 * Renders a page of this remote the way the host would, with its translations loaded and an empty query cache.
 * Resolves once the page is there: all but the sign-in pages load on demand, behind the area's loading spinner.
 */
export async function renderPage(ui: ReactElement, path = '/login') {
  queryClient.clear();
  const view = renderRemotePage(ui, path);
  await waitFor(() => expect(screen.queryByRole('status', { name: i18n.t('loading') })).not.toBeInTheDocument());
  return view;
}
