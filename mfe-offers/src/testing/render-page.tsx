import { renderPage as renderRemotePage } from '@affnet/testing';
import type { ReactElement } from 'react';
import '../i18n/offers';

/** Renders a page of this remote the way the host would, with its translations loaded. */
export function renderPage(ui: ReactElement, path = '/offers/all') {
  return renderRemotePage(ui, path);
}
