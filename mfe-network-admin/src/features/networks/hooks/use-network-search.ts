import type { AdminNetworkSort, NetworkSearch, NetworkStatus } from '@affnet/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNetworkList } from '../api/search-networks';

export const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

/** The networks table's query (search typed with a short delay, first taken from `?search=`, status, page, sort) and its current page. */
export function useNetworkSearch() {
  // A link from elsewhere (the super admin's dashboard) opens the list searched for one network.
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const [search, setSearch] = useState(() => (params.get('search') ?? '').trim());
  const [status, setStatusValue] = useState<NetworkStatus | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSortValue] = useState<AdminNetworkSort>('company_name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

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
