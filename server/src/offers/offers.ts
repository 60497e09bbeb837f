import type { Offer, OfferQuery, Page } from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { type OfferListFilter, type OfferViewer, offerStore } from './store';
import { OFFER_NOT_FOUND, offerView, offerViewerOf } from './view';

export const DEFAULT_PAGE_SIZE = 20;

/** The listing filter of a query (already checked by the route's schema); no page → every row. */
export function listFilterOf(query: OfferQuery, paged = true): OfferListFilter {
  const sort = query.sort ?? 'created_at';
  const filter: OfferListFilter = {
    tab: query.tab ?? 'all',
    search: query.search?.trim() || undefined,
    country: query.country?.toUpperCase(),
    os: query.os,
    payout_type: query.payout_type,
    status: query.status,
    sort,
    order: query.order ?? (query.sort ? 'asc' : 'desc'),
  };
  if (paged) {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    filter.page = { limit, offset: ((query.page ?? 1) - 1) * limit };
  }
  return filter;
}

/** One page of the caller's tab of the catalogue. */
export async function listOffers(ctx: AppContext, session: Session, query: OfferQuery): Promise<Page<Offer>> {
  const { networkId, viewer } = offerViewerOf(session);
  return offerPage(ctx, networkId, viewer, query);
}

/** A page of the tab as `viewer` sees it (shared with the publisher API, which has no session). */
export async function offerPage(
  ctx: AppContext,
  networkId: number,
  viewer: OfferViewer,
  query: OfferQuery,
): Promise<Page<Offer>> {
  const filter = listFilterOf(query);
  const { rows, total } = await offerStore(ctx.db, networkId).listOffers(viewer, filter);
  return {
    rows: rows.map((row) => offerView(row, viewer)),
    total,
    page: query.page ?? 1,
    limit: filter.page?.limit ?? DEFAULT_PAGE_SIZE,
  };
}

/** One offer the caller may see; 404 otherwise (another network's offers do not exist for him). */
export async function offerFor(ctx: AppContext, session: Session, id: number): Promise<Offer> {
  const { networkId, viewer } = offerViewerOf(session);
  const row = await offerStore(ctx.db, networkId).offerFor(viewer, id);
  if (!row) throw OFFER_NOT_FOUND();
  return offerView(row, viewer);
}
