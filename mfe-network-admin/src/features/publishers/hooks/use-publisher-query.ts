import type { PersonStatus, PublisherSort, PublisherViewQuery } from '@affnet/contracts';
import { PUBLISHER_SORTS } from '@affnet/contracts';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZE = 20;

/** The list's search, status filter, sort and page, kept in the address (?q=&status=&sort=&order=&page=). */
export function usePublisherQuery() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as PublisherSort | null;
  const sort: PublisherSort = sortParam && PUBLISHER_SORTS.includes(sortParam) ? sortParam : 'name';
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const statusParam = params.get('status');
  const status = statusParam === 'active' || statusParam === 'inactive' ? (statusParam as PersonStatus) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const search = params.get('q') ?? '';
  const selected = params.get('publisher');

  const query: PublisherViewQuery = {
    options: { page, limit: PAGE_SIZE, sort, order, ...(status ? { status } : {}) },
    ...(search.trim() ? { search: search.trim() } : {}),
  };

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return {
    query,
    search,
    selected,
    setSearch: (q: string) => update({ q, page: null }),
    setStatus: (s: string) => update({ status: s, page: null }),
    setPage: (p: number) => update({ page: String(p) }),
    sortBy: (column: PublisherSort) =>
      update({ sort: column, order: sort === column && order === 'asc' ? 'desc' : 'asc', page: null }),
    select: (id: string | null) => update({ publisher: id }),
  };
}
