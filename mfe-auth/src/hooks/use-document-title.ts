import { useTheme } from '@affnet/core';
import { useEffect } from 'react';

/** Names the browser tab after the page and the network, so tabs and screen readers say where one is. */
export function useDocumentTitle(title: string): void {
  const companyName = useTheme((s) => s.brand.companyName);
  useEffect(() => {
    document.title = `${title} · ${companyName}`;
  }, [title, companyName]);
}
