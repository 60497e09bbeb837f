import { OFFER_STATUSES, type OfferQuery, type OfferTab, OPERATING_SYSTEMS, PAYOUT_TYPES } from '@affnet/contracts';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZE = 20;
export const SORT_COLUMNS = ['name', 'payout', 'created_at', 'status'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

/** The filters a user can set; all live in the address, so a filtered list can be shared and reloaded. */
export type OfferFilters = Pick<OfferQuery, 'search' | 'country' | 'os' | 'payout_type' | 'status'>;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

export const isSortColumn = (value: string): value is SortColumn => oneOf(SORT_COLUMNS, value) !== undefined;

function readQuery(params: URLSearchParams, tab: OfferTab): OfferQuery {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    tab,
    search: params.get('search') || undefined,
    country: params.get('country') || undefined,
    os: oneOf(OPERATING_SYSTEMS, params.get('os')),
    payout_type: oneOf(PAYOUT_TYPES, params.get('payout_type')),
    status: oneOf(OFFER_STATUSES, params.get('status')),
    sort: oneOf(SORT_COLUMNS, params.get('sort')),
    order: oneOf(['asc', 'desc'] as const, params.get('order')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    limit: PAGE_SIZE,
  };
}

/** The offer list's query, read from and written to the URL's search parameters. */
export function useOfferQuery(tab: OfferTab) {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params, tab);

  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace: true },
    );

  /** A new filter starts again from the first page. */
  const setFilter = (name: keyof OfferFilters, value: string) => update({ [name]: value, page: undefined });

  /** A first click sorts ascending; a click on the sorted column flips the order. */
  const sortBy = (column: SortColumn) =>
    update({
      sort: column,
      order: query.sort === column && query.order !== 'desc' ? 'desc' : 'asc',
      page: undefined,
    });

  const goToPage = (page: number) => update({ page: page > 1 ? page : undefined });

  return { query, setFilter, sortBy, goToPage };
}
