import type { PublisherPayout } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { Database } from '../shared/db/schema';
import { ERROR_CODES, forbidden, invalidField, notFound } from '../shared/errors';
import { DEFAULT_GOAL, goalStore } from './goal-store';
import { publisherPayoutStore } from './publisher-payout-store';
import { offerStore } from './store';
import { OFFER_NOT_FOUND, offerViewerOf } from './view';

/*
 * The owner's per-publisher price on an offer and goal (issue 27). It replaces the goal's payout in that publisher's
 * views (store.ts joins the default goal's, goals.ts each goal's) and in the conversions of his clicks
 * (conversions.ts); the advertiser's revenue never changes. A null goal is the default one: the offer itself.
 */

const PUBLISHER_NOT_FOUND = () => notFound('Publisher not found');

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

/** A goal of the offer as the owner names it: its slug and name; null for the default goal. */
interface GoalName {
  slug: string | null;
  name: string | null;
}
const DEFAULT_GOAL_NAME: GoalName = { slug: null, name: null };

/** The goal a slug names on the offer; a slug the offer lacks is a 400 naming `goal`. */
async function goalNamed(db: Kysely<Database>, networkId: number, offer: Offer, slug: string | undefined) {
  if (slug === undefined || slug === '' || slug === DEFAULT_GOAL) return DEFAULT_GOAL_NAME;
  const goal = (await goalStore(db, networkId).goals(offer.id)).find((row) => row.slug === slug);
  if (!goal) throw invalidField('goal', ERROR_CODES.notOneOf, 'is not a goal of this offer');
  return { slug: goal.slug, name: goal.name };
}

const payoutOf = (
  offer: Offer,
  publisher: { id: number; name: string },
  goal: GoalName,
  payout: number,
): PublisherPayout => ({
  offer_id: offer.id,
  publisher_id: publisher.id,
  publisher_name: publisher.name,
  goal: goal.slug,
  goal_name: goal.name,
  payout,
  currency: offer.currency,
  payout_type: offer.payout_type,
});

/** Every publisher's own payouts on one of the owner's offers, by publisher name, the default goal first. */
export async function publisherPayouts(ctx: AppContext, session: Session, offerId: number): Promise<PublisherPayout[]> {
  const { networkId, offer } = await ownersOffer(ctx.db, session, offerId);
  const goals = await goalStore(ctx.db, networkId).goals(offer.id);
  const rows = await publisherPayoutStore(ctx.db, networkId).everyOwnPayoutOn(offer.id);
  // Each publisher's goals in the offer page's order: the default one, then each further goal as it was added.
  const rank = (slug: string | null) => (slug === null ? -1 : goals.findIndex((goal) => goal.slug === slug));
  const byPublisher = new Map<number, typeof rows>();
  for (const row of rows) byPublisher.set(row.id, [...(byPublisher.get(row.id) ?? []), row]);
  return [...byPublisher.values()].flatMap((own) =>
    own
      .sort((a, b) => rank(a.goal) - rank(b.goal))
      .map((row) => {
        const goal = row.goal === null ? DEFAULT_GOAL_NAME : { slug: row.goal, name: goalNameOf(goals, row.goal) };
        return payoutOf(offer, row, goal, Number(row.payout));
      }),
  );
}

const goalNameOf = (goals: { slug: string; name: string }[], slug: string) =>
  goals.find((goal) => goal.slug === slug)?.name ?? slug;

/** What the audit log needs to show the amounts with the offer's digits (describe-change.ts), and the goal. */
const auditDetails = (offer: Offer, publisherId: number, goal: GoalName) => ({
  offer_id: offer.id,
  publisher_id: publisherId,
  currency: offer.currency,
  payout_type: offer.payout_type,
  ...(goal.slug === null ? {} : { goal: goal.slug }),
});

/** The audit entry's subject: the offer, its goal when it is not the default one, and the publisher. */
const auditSubject = (offer: Offer, publisher: { name: string }, goal: GoalName) =>
  [offer.name, goal.name, publisher.name].filter(Boolean).join(' · ');

/**
 * The owner sets (or changes) a publisher's own payout on one of his offers' goals (none: the default goal); audited in
 * the same transaction. Two saves at once end as one row: the upsert's key is offer, publisher and goal.
 */
export async function setPublisherPayout(
  ctx: AppContext,
  session: Session,
  target: { offerId: number; publisherId: number; goal?: string },
  payout: number,
): Promise<PublisherPayout> {
  return ctx.db.transaction().execute(async (trx) => {
    const { networkId, store, offer } = await ownersOffer(trx, session, target.offerId);
    const publisher = await store.userWithRole(target.publisherId, 'publisher');
    if (!publisher) throw PUBLISHER_NOT_FOUND();
    const goal = await goalNamed(trx, networkId, offer, target.goal);
    const payouts = publisherPayoutStore(trx, networkId);
    const before = await payouts.ownPayout(offer.id, publisher.id, goal.slug);
    await payouts.save(offer.id, publisher.id, goal.slug, payout);
    if (before !== payout) {
      await recordAudit(trx, {
        networkId,
        userId: session.user.id,
        action: before === undefined ? 'offer.publisher_payout.set' : 'offer.publisher_payout.change',
        logStatus: `Own payout of ${publisher.name} on ${offer.name} set`,
        subject: auditSubject(offer, publisher, goal),
        changes: [
          before === undefined ? { field: 'payout', after: payout } : { field: 'payout', before, after: payout },
        ],
        details: auditDetails(offer, publisher.id, goal),
      });
    }
    return payoutOf(offer, publisher, goal, payout);
  });
}

/** The owner removes a publisher's own payout on a goal (none: the default one): the goal's payout applies again. */
export async function removePublisherPayout(
  ctx: AppContext,
  session: Session,
  target: { offerId: number; publisherId: number; goal?: string },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { networkId, store, offer } = await ownersOffer(trx, session, target.offerId);
    const publisher = await store.userWithRole(target.publisherId, 'publisher');
    if (!publisher) throw PUBLISHER_NOT_FOUND();
    const goal = await goalNamed(trx, networkId, offer, target.goal);
    const removed = await publisherPayoutStore(trx, networkId).remove(offer.id, publisher.id, goal.slug);
    if (removed === undefined)
      throw notFound(`This publisher has no own payout on this ${goal.slug === null ? 'offer' : 'goal'}`);
    await recordAudit(trx, {
      networkId,
      userId: session.user.id,
      action: 'offer.publisher_payout.remove',
      logStatus: `Own payout of ${publisher.name} on ${offer.name} removed`,
      subject: auditSubject(offer, publisher, goal),
      changes: [{ field: 'payout', before: removed, after: null }],
      details: auditDetails(offer, publisher.id, goal),
    });
  });
}
