import { renderPage as renderRemotePage } from '@affnet/testing';
import type { ReactElement } from 'react';
import '../i18n/auth';

/** Renders a page of this remote the way the host would, with its translations loaded. */
export function renderPage(ui: ReactElement, path = '/login') {
  return renderRemotePage(ui, path);
}
