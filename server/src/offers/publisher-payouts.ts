import type { PublisherPayout } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { forbidden, notFound } from '../shared/errors';
import { offerStore } from './store';
import { OFFER_NOT_FOUND, offerViewerOf } from './view';

/*
 * The owner's per-publisher price on an offer (issue 27). It replaces the offer's payout in that publisher's views
 * (store.ts joins it) and in the conversions of his clicks (conversions.ts); the advertiser's revenue never changes.
 */

const PUBLISHER_NOT_FOUND = () => notFound('Publisher not found');

/** The payout a publisher's conversions of an offer earn instead of the offer's, if the owner set one. */
export async function ownPayoutOf(
  db: Kysely<Database>,
  networkId: number,
  offerId: number,
  publisherId: number,
  goal: string | null = null,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('publisher_payouts')
    .select('payout')
    .where('network_id', '=', networkId)
    .where('offer_id', '=', offerId)
    .where('publisher_id', '=', publisherId)
    // Null: the default goal's (the offer's) payout; a further goal's own payout names it.
    .where('goal', goal === null ? 'is' : '=', goal)
    .executeTakeFirst();
  // PostgreSQL answers bigint columns as strings.
  return row ? Number(row.payout) : undefined;
}

/** The owner's store and one of his offers; 403 for any other role, 404 for an offer of another network. */
async function ownersOffer(db: Kysely<Database>, session: Session, offerId: number) {
  const { networkId, viewer } = offerViewerOf(session);
  if (viewer.role !== 'network') throw forbidden();
  const store = offerStore(db, networkId);
  const offer = await store.offerFor(viewer, offerId);
  if (!offer) throw OFFER_NOT_FOUND();
  return { networkId, store, offer };
}

type Offer = Awaited<ReturnType<typeof ownersOffer>>['offer'];

const payoutOf = (offer: Offer, publisher: { id: number; name: string }, payout: number): PublisherPayout => ({
  offer_id: offer.id,
  publisher_id: publisher.id,
  publisher_name: publisher.name,
  payout,
  currency: offer.currency,
  payout_type: offer.payout_type,
});

/** Every publisher's own payout on one of the owner's offers, by publisher name. */
export async function publisherPayouts(ctx: AppContext, session: Session, offerId: number): Promise<PublisherPayout[]> {
  const { networkId, offer } = await ownersOffer(ctx.db, session, offerId);
  const rows = await ctx.db
    .selectFrom('publisher_payouts')
    .innerJoin('users', 'users.id', 'publisher_payouts.publisher_id')
    .select(['users.id', 'users.name', 'publisher_payouts.payout'])
    .where('publisher_payouts.network_id', '=', networkId)
    .where('users.network_id', '=', networkId)
    .where('publisher_payouts.offer_id', '=', offer.id)
    .orderBy('users.name')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => payoutOf(offer, row, Number(row.payout)));
}

/** What the audit log needs to show the amounts with the offer's digits (describe-change.ts). */
const auditDetails = (offer: Offer, publisherId: number) => ({
  offer_id: offer.id,
  publisher_id: publisherId,
  currency: offer.currency,
  payout_type: offer.payout_type,
});

/** The owner sets (or changes) a publisher's own payout on one of his offers; audited in the same transaction. */
export async function setPublisherPayout(
  ctx: AppContext,
  session: Session,
  offerId: number,
  publisherId: number,
  payout: number,
): Promise<PublisherPayout> {
  return ctx.db.transaction().execute(async (trx) => {
    const { networkId, store, offer } = await ownersOffer(trx, session, offerId);
    const publisher = await store.userWithRole(publisherId, 'publisher');
    if (!publisher) throw PUBLISHER_NOT_FOUND();
    const before = await ownPayoutOf(trx, networkId, offer.id, publisher.id);
    const now = nowIso();
    await trx
      .insertInto('publisher_payouts')
      .values({
        network_id: networkId,
        offer_id: offer.id,
        publisher_id: publisher.id,
        goal: null,
        payout,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['offer_id', 'publisher_id'])
          .doUpdateSet({ payout, updated_at: now })
          .where('publisher_payouts.network_id', '=', networkId),
      )
      .execute();
    if (before !== payout) {
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: before === undefined ? 'offer.publisher_payout.set' : 'offer.publisher_payout.change',
        logStatus: `Own payout of ${publisher.name} on ${offer.name} set`,
        subject: `${offer.name} · ${publisher.name}`,
        changes: [
          before === undefined ? { field: 'payout', after: payout } : { field: 'payout', before, after: payout },
        ],
        details: auditDetails(offer, publisher.id),
      });
    }
    return payoutOf(offer, publisher, payout);
  });
}

/** The owner removes a publisher's own payout: the offer's payout applies to him again. */
export async function removePublisherPayout(
  ctx: AppContext,
  session: Session,
  offerId: number,
  publisherId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { networkId, store, offer } = await ownersOffer(trx, session, offerId);
    const publisher = await store.userWithRole(publisherId, 'publisher');
    if (!publisher) throw PUBLISHER_NOT_FOUND();
    const removed = await trx
      .deleteFrom('publisher_payouts')
      .where('network_id', '=', networkId)
      .where('offer_id', '=', offer.id)
      .where('publisher_id', '=', publisher.id)
      .returning('payout')
      .executeTakeFirst();
    if (!removed) throw notFound('This publisher has no own payout on this offer');
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'offer.publisher_payout.remove',
      logStatus: `Own payout of ${publisher.name} on ${offer.name} removed`,
      subject: `${offer.name} · ${publisher.name}`,
      changes: [{ field: 'payout', before: Number(removed.payout), after: null }],
      details: auditDetails(offer, publisher.id),
    });
  });
}
