import type { AdminNetworkSort, NetworkSearch, NetworkStatus } from '@affnet/contracts';
import { useDebouncedSearch } from '@affnet/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNetworkList } from '../api/search-networks';

export const PAGE_SIZE = 10;
/** The networks table's query (search typed with a short delay, first taken from `?search=`, status, page, sort) and its current page. */
export function useNetworkSearch() {
  // A link from elsewhere (the super admin's dashboard) opens the list searched for one network.
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const [status, setStatusValue] = useState<NetworkStatus | ''>('');
  const { search, page, setPage } = useDebouncedSearch(text);
  const [sort, setSortValue] = useState<AdminNetworkSort>('company_name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');

  const query: NetworkSearch = { search, status, page, limit: PAGE_SIZE, sort, order };
  const networks = useNetworkList(query);

  const setStatus = (next: NetworkStatus | '') => {
    setStatusValue(next);
    setPage(1);
  };
  const setSort = (column: AdminNetworkSort) => {
    setOrder(column === sort && order === 'asc' ? 'desc' : 'asc');
    setSortValue(column);
    setPage(1);
  };
  return { text, setText, status, setStatus, page, setPage, sort, order, setSort, networks };
}
