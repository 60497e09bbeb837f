import { useCallback, useState } from 'react';
import { TYPING_PAUSE_MS, useDebounced } from './use-debounced';

/**
 * A search box's settled text (trimmed, once the typing pauses) and the page of its results: a new search starts
 * again on page 1, in the same render (no request for the new search on the old page).
 */
export function useDebouncedSearch(typed: string, delayMs = TYPING_PAUSE_MS) {
  const search = useDebounced(typed.trim(), delayMs);
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = useCallback((next: number) => setPaging({ search, page: next }), [search]);
  return { search, page, setPage };
}
