import type { OfferStatus, OfferTab, OperatingSystem, PayoutType } from '@affnet/contracts';
import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { Database, OfferAccessTable, OffersTable, PublisherCredentialsTable } from '../shared/db/schema';

/** Who is looking at the catalogue: the owner sees all, an advertiser his offers, a publisher what he may see. */
export type OfferViewer =
  | { role: 'network' }
  | { role: 'advertiser'; userId: number }
  | { role: 'publisher'; userId: number };

export interface OfferListFilter {
  tab: OfferTab;
  search?: string;
  country?: string;
  os?: OperatingSystem;
  payout_type?: PayoutType;
  status?: OfferStatus;
  sort: 'name' | 'payout' | 'created_at' | 'status';
  order: 'asc' | 'desc';
  /** Omitted: every matching row (the CSV export). */
  page?: { offset: number; limit: number };
}

type Joined = Database & {
  oa: OfferAccessTable;
  adv: Database['users'];
  pp: Database['publisher_payouts'];
};

/** `a%b_c` → `%a\%b\_c%`, lower-cased: a case-insensitive "contains" for LIKE … ESCAPE '\'. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A publisher sees live (not pending, not expired) public and approval offers, and private ones he is allowed on. */
function publisherSees(eb: ExpressionBuilder<Joined, 'offers' | 'oa'>) {
  return eb.and([
    eb('offers.status', 'not in', ['pending', 'expired']),
    eb.or([eb('offers.visibility', 'in', ['public', 'approval']), eb('oa.status', '=', 'allowed')]),
  ]);
}

function tabCondition(eb: ExpressionBuilder<Joined, 'offers' | 'oa'>, tab: OfferTab, viewer: OfferViewer) {
  switch (tab) {
    case 'active':
      return viewer.role === 'publisher'
        ? eb.and([
            eb('offers.status', '=', 'active'),
            eb.or([eb('offers.visibility', '=', 'public'), eb('oa.status', '=', 'allowed')]),
          ])
        : eb('offers.status', '=', 'active');
    case 'public':
      return eb('offers.visibility', '=', 'public');
    case 'private':
      return eb('offers.visibility', 'in', ['private', 'approval']);
    default:
      return eb.lit(true);
  }
}

/**
 * Offers, access, advertisers of offers and publisher API credentials of one network (networks.id).
 * Every query is bound to that network.
 */
/*
 * Sorting by payout: a share of the sale (CPS, in basis points) cannot be ranked against a fixed amount, nor
 * dollars against euros, and a network owner who sorts wants "which USD offers pay most". So offers are grouped —
 * fixed amounts first, by currency A–Z, then the percentages — and ranked by amount inside each group; the
 * direction turns the amounts only, so the groups stay where the owner expects them.
 */
/** A JSON list column as text (it is `jsonb` on PostgreSQL): the same LIKE finds a value in it on both databases. */
const jsonText = (column: 'offers.countries' | 'offers.os') => sql<string>`cast(${sql.ref(column)} as text)`;

const PERCENT_LAST = sql`case when offers.payout_type = 'CPS' then 1 else 0 end`;
const CURRENCY_GROUP = sql`case when offers.payout_type = 'CPS' then '' else offers.currency end`;

export function offerStore(db: Kysely<Database>, networkId: number) {
  function visibleOffers(viewer: OfferViewer) {
    const publisherId = viewer.role === 'publisher' ? viewer.userId : -1;
    let query = db
      .selectFrom('offers')
      .leftJoin('offer_access as oa', (join) =>
        join
          .onRef('oa.offer_id', '=', 'offers.id')
          .on('oa.publisher_id', '=', publisherId)
          .on('oa.network_id', '=', networkId),
      )
      .leftJoin('users as adv', (join) =>
        join.onRef('adv.id', '=', 'offers.advertiser_id').on('adv.network_id', '=', networkId),
      )
      // The publisher's own payout on the offer, if the owner set one (publisher-payouts.ts); none for other roles.
      .leftJoin('publisher_payouts as pp', (join) =>
        join
          .onRef('pp.offer_id', '=', 'offers.id')
          .on('pp.publisher_id', '=', publisherId)
          .on('pp.network_id', '=', networkId)
          // The default goal's: a further goal's own payout shows with that goal (goals.ts).
          .on('pp.goal', 'is', null),
      )
      .where('offers.network_id', '=', networkId);
    if (viewer.role === 'advertiser') query = query.where('offers.advertiser_id', '=', viewer.userId);
    if (viewer.role === 'publisher') query = query.where(publisherSees);
    return query;
  }

  function filtered(viewer: OfferViewer, filter: Omit<OfferListFilter, 'sort' | 'order' | 'page'>) {
    let query = visibleOffers(viewer).where((eb) => tabCondition(eb, filter.tab, viewer));
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      query = query.where(
        sql<boolean>`(lower(offers.name) like ${pattern} escape '\\' or lower(offers.description) like ${pattern} escape '\\')`,
      );
    }
    if (filter.country) {
      const country = filter.country;
      query = query.where((eb) =>
        eb.or([eb('offers.countries', '=', '[]'), eb(jsonText('offers.countries'), 'like', `%"${country}"%`)]),
      );
    }
    if (filter.os) {
      const os = filter.os;
      query = query.where((eb) => eb.or([eb('offers.os', '=', '[]'), eb(jsonText('offers.os'), 'like', `%"${os}"%`)]));
    }
    if (filter.payout_type) query = query.where('offers.payout_type', '=', filter.payout_type);
    if (filter.status) query = query.where('offers.status', '=', filter.status);
    return query;
  }

  const withDetails = (query: ReturnType<typeof visibleOffers>) =>
    query
      .selectAll('offers')
      .select(['adv.name as advertiser_name', 'oa.status as access_status', 'pp.payout as own_payout']);

  return {
    networkId,

    listOffers: async (viewer: OfferViewer, filter: OfferListFilter) => {
      const base = filtered(viewer, filter);
      const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
      // An advertiser's money column is his price: sorting by the publishers' payout would leak its order.
      const money = viewer.role === 'advertiser' ? 'revenue' : 'payout';
      const column = filter.sort === 'payout' ? money : filter.sort;
      const sortKey =
        column === 'name'
          ? sql`lower(offers.name)`
          : column === 'payout'
            ? sql`coalesce(pp.payout, offers.payout)`
            : sql.ref(`offers.${column}`);
      let rows = withDetails(base);
      if (filter.sort === 'payout') rows = rows.orderBy(PERCENT_LAST).orderBy(CURRENCY_GROUP);
      rows = rows.orderBy(sortKey, filter.order).orderBy('offers.id', filter.order);
      if (filter.page) rows = rows.limit(filter.page.limit).offset(filter.page.offset);
      return { rows: await rows.execute(), total: Number(counted?.n ?? 0) };
    },

    offerFor: (viewer: OfferViewer, id: number) =>
      withDetails(visibleOffers(viewer)).where('offers.id', '=', id).executeTakeFirst(),

    insertOffer: async (offer: Omit<Insertable<OffersTable>, 'network_id'>) =>
      (
        await db
          .insertInto('offers')
          .values({ ...offer, network_id: networkId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    updateOffer: (id: number, changes: Omit<Updateable<OffersTable>, 'id' | 'network_id'>) =>
      db.updateTable('offers').set(changes).where('network_id', '=', networkId).where('id', '=', id).execute(),

    userWithRole: (id: number, role: 'publisher' | 'advertiser') =>
      db
        .selectFrom('users')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('id', '=', id)
        .where('role', '=', role)
        .executeTakeFirst(),

    access: (offerId: number, publisherId: number) =>
      db
        .selectFrom('offer_access')
        .selectAll()
        .where('network_id', '=', networkId)
        .where('offer_id', '=', offerId)
        .where('publisher_id', '=', publisherId)
        .executeTakeFirst(),

    /** Inserts or replaces a publisher's standing on an offer. */
    saveAccess: async (access: Omit<OfferAccessTable, 'network_id'>) => {
      await db
        .insertInto('offer_access')
        .values({ ...access, network_id: networkId })
        .onConflict((oc) =>
          oc
            .columns(['offer_id', 'publisher_id'])
            .doUpdateSet({ status: access.status, decided_at: access.decided_at })
            .where('offer_access.network_id', '=', networkId),
        )
        .execute();
    },

    accessRequests: (status?: OfferAccessTable['status']) => {
      let query = db
        .selectFrom('offer_access')
        .innerJoin('offers', 'offers.id', 'offer_access.offer_id')
        .innerJoin('users', 'users.id', 'offer_access.publisher_id')
        .select([
          'offer_access.offer_id',
          'offer_access.publisher_id',
          'offer_access.status',
          'offer_access.created_at',
          'offers.name as offer_name',
          'users.name as publisher_name',
        ])
        .where('offer_access.network_id', '=', networkId)
        .where('offers.network_id', '=', networkId)
        .where('users.network_id', '=', networkId);
      if (status) query = query.where('offer_access.status', '=', status);
      return query.orderBy('offer_access.created_at', 'desc').orderBy('offer_access.offer_id').execute();
    },

    insertCredentials: (credentials: Omit<PublisherCredentialsTable, 'network_id'>) =>
      db
        .insertInto('publisher_credentials')
        .values({ ...credentials, network_id: networkId })
        .execute(),
  };
}

export type OfferStore = ReturnType<typeof offerStore>;
export type OfferDetailRow = NonNullable<Awaited<ReturnType<OfferStore['offerFor']>>>;
