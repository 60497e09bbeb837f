import type { Insertable, Kysely, Updateable } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';
import type { PostbackOutboxTable, PostbacksTable } from '../shared/db/schema-postbacks';

/** A delivery to queue: the store adds its network, its state and times. */
export type NewDelivery = Omit<
  Insertable<PostbackOutboxTable>,
  'network_id' | 'state' | 'next_attempt_at' | 'created_at' | 'updated_at'
>;

type NewPostback = Omit<Insertable<PostbacksTable>, 'network_id'>;
type PostbackChanges = Omit<Updateable<PostbacksTable>, 'id' | 'network_id' | 'publisher_id'>;

/** Which deliveries of the log: one postback's, or every forwarding's. */
export type DeliveryFilter = { postbackId: number } | { forwarding: true };

/**
 * Outgoing postbacks of one network (networks.id): the publishers' postback URLs, the network's forwarding targets,
 * the outbox of deliveries to make and the log of attempts made. Every query is bound to that network.
 */
export function postbackStore(db: Kysely<Database>, networkId: number) {
  const postbacks = () =>
    db
      .selectFrom('postbacks as p')
      .innerJoin('users as u', 'u.id', 'p.publisher_id')
      .leftJoin('offers as o', (join) => join.onRef('o.id', '=', 'p.offer_id').on('o.network_id', '=', networkId))
      .selectAll('p')
      .select(['u.name as publisher_name', 'o.name as offer_name'])
      .where('p.network_id', '=', networkId);

  return {
    /** Postbacks with their publisher's and offer's names, newest first (one publisher's, of one status). */
    list: (filter: { publisherId?: number; status?: PostbacksTable['status'] }) => {
      let select = postbacks();
      if (filter.publisherId !== undefined) select = select.where('p.publisher_id', '=', filter.publisherId);
      if (filter.status) select = select.where('p.status', '=', filter.status);
      return select.orderBy('p.id', 'desc').execute();
    },
    /** One postback with its names; `publisherId` given: only when it is his. */
    byId: (id: number, publisherId: number | null) => {
      let select = postbacks().where('p.id', '=', id);
      if (publisherId !== null) select = select.where('p.publisher_id', '=', publisherId);
      return select.executeTakeFirst();
    },
    add: async (postback: NewPostback) =>
      (
        await db
          .insertInto('postbacks')
          .values({ ...postback, network_id: networkId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    change: (id: number, changes: PostbackChanges) =>
      db.updateTable('postbacks').set(changes).where('network_id', '=', networkId).where('id', '=', id).execute(),
    /** Deletes a postback; its deliveries still waiting for a retry are given up (the log stays). */
    remove: async (id: number) => {
      const work = async (trx: Kysely<Database>) => {
        await trx.deleteFrom('postbacks').where('network_id', '=', networkId).where('id', '=', id).execute();
        await trx
          .updateTable('postback_outbox')
          .set({ state: 'failed', updated_at: nowIso() })
          .where('network_id', '=', networkId)
          .where('postback_id', '=', id)
          .where('state', '=', 'pending')
          .execute();
      };
      await (db.isTransaction ? work(db) : db.transaction().execute(work));
    },
    /** Whether the owner approves the publishers' postback changes before they take effect (network settings). */
    approvalRequired: async () => {
      const row = await db
        .selectFrom('network_settings')
        .select('postback_approval')
        .where('network_id', '=', networkId)
        .executeTakeFirst();
      return row?.postback_approval === 1;
    },

    /** A publisher's live postbacks for this offer and his global ones, oldest first. */
    livePostbacksOn: (publisherId: number, offerId: number) =>
      db
        .selectFrom('postbacks')
        .select(['id', 'url', 'offer_id'])
        .where('network_id', '=', networkId)
        .where('publisher_id', '=', publisherId)
        .where('url', 'is not', null)
        .where((eb) => eb.or([eb('offer_id', '=', offerId), eb('offer_id', 'is', null)]))
        .orderBy('id')
        .execute(),
    /** The network's forwarding targets of every conversion (`all`) or of unknown clicks (`unmatched`). */
    forwardings: (mode: 'all' | 'unmatched') =>
      db
        .selectFrom('postback_forwarding_settings')
        .select(['id', 'url'])
        .where('network_id', '=', networkId)
        .where('mode', '=', mode)
        .orderBy('id')
        .execute(),
    /** A conversion with its click's Sub IDs: the values of the macros its deliveries fill. */
    conversionToDeliver: (conversionId: number) =>
      db
        .selectFrom('conversions as c')
        .leftJoin('clicks as k', (join) =>
          join.onRef('k.click_id', '=', 'c.click_id').onRef('k.network_id', '=', 'c.network_id'),
        )
        .select([
          'c.id',
          'c.click_id',
          'c.offer_id',
          'c.publisher_id',
          'c.payout',
          'c.currency',
          'c.status',
          'c.txn_id',
          'c.ip',
          'c.withheld',
          'k.sub1',
          'k.sub2',
          'k.sub3',
          'k.sub4',
          'k.sub5',
        ])
        .where('c.network_id', '=', networkId)
        .where('c.id', '=', conversionId)
        .executeTakeFirst(),
    /** Adds deliveries to the outbox; one already queued under the same dedup key is left alone. */
    enqueue: async (rows: NewDelivery[]) => {
      const now = nowIso();
      for (const row of rows) {
        await db
          .insertInto('postback_outbox')
          .values({
            ...row,
            network_id: networkId,
            state: 'pending',
            next_attempt_at: now,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) => oc.column('dedup_key').doNothing())
          .execute();
      }
    },

    /** One page of the delivery log, newest first, and how many attempts it has in all. */
    deliveries: async (filter: DeliveryFilter, page: { offset: number; limit: number }) => {
      let base = db.selectFrom('postback_deliveries').where('network_id', '=', networkId);
      base =
        'postbackId' in filter
          ? base.where('postback_id', '=', filter.postbackId)
          : base.where('forwarding_id', 'is not', null);
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}

export type PostbackStore = ReturnType<typeof postbackStore>;
