import type { OfferGoal, OfferGoalInput } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { changesBetween, createdFields } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { Database } from '../shared/db/schema';
import { ERROR_CODES, forbidden, invalidField, notFound } from '../shared/errors';
import { moneyFor } from '../shared/money-view';
import { AUDITED_FIELDS, auditGoal } from './goal-audit';
import { DEFAULT_GOAL, goalStore } from './goal-store';
import { publisherPayoutStore } from './publisher-payout-store';
import { offerStore } from './store';
import { OFFER_NOT_FOUND, offerViewerOf } from './view';

/*
 * The owner adds, changes and removes an offer's further goals; every role that sees the offer sees its goals with
 * the money of his role. The default goal is the offer itself and is changed with the offer's form.
 */

const GOAL_NOT_FOUND = () => notFound('Goal not found');

async function visibleOffer(db: Kysely<Database>, session: Session, offerId: number) {
  const { networkId, viewer } = offerViewerOf(session);
  const offer = await offerStore(db, networkId).offerFor(viewer, offerId);
  if (!offer) throw OFFER_NOT_FOUND();
  return { networkId, viewer, offer };
}

/** The offer's goals, its default one first, as the caller's role may see them (a publisher: his own payouts). */
export async function offerGoals(ctx: AppContext, session: Session, offerId: number): Promise<OfferGoal[]> {
  const { networkId, viewer, offer } = await visibleOffer(ctx.db, session, offerId);
  const goals = await goalStore(ctx.db, networkId).goals(offer.id);
  const ownPayouts = new Map<string | null, number>();
  if (viewer.role === 'publisher') {
    const rows = await publisherPayoutStore(ctx.db, networkId).ownPayoutsOn(offer.id, viewer.userId);
    for (const row of rows) ownPayouts.set(row.goal, row.payout);
  }
  const common = { currency: offer.currency, payout_type: offer.payout_type };
  const view = (id: number | null, slug: string | null, name: string | null, terms: Terms): OfferGoal => ({
    id,
    slug,
    name,
    ...moneyFor(viewer.role, { payout: ownPayouts.get(slug) ?? Number(terms.payout), revenue: Number(terms.revenue) }),
    daily_cap: terms.daily_cap === null ? null : Number(terms.daily_cap),
    monthly_cap: terms.monthly_cap === null ? null : Number(terms.monthly_cap),
    ...common,
  });
  return [view(null, null, null, offer), ...goals.map((goal) => view(goal.id, goal.slug, goal.name, goal))];
}

type Terms = { payout: number; revenue: number; daily_cap: number | null; monthly_cap: number | null };

/** The owner's offer; 403 for any other role, 404 for an offer of another network. */
async function ownersOffer(db: Kysely<Database>, session: Session, offerId: number) {
  const found = await visibleOffer(db, session, offerId);
  if (found.viewer.role !== 'network') throw forbidden();
  return found;
}

function checkedInput(input: OfferGoalInput): OfferGoalInput {
  const name = input.name.trim();
  if (!name) throw invalidField('name', ERROR_CODES.required, 'required');
  if (input.slug === DEFAULT_GOAL) {
    throw invalidField('slug', ERROR_CODES.invalidFormat, `"${DEFAULT_GOAL}" names the offer's default goal`);
  }
  return { ...input, name };
}

const TAKEN = () => invalidField('slug', ERROR_CODES.invalidFormat, 'this offer already has a goal with this value');

/** Saves a goal; a slug another goal of the offer has is a 400 naming `slug`, even when two saves race. */
async function saving<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN();
    throw error;
  }
}

/** The owner adds a goal to one of his offers; audited in the same transaction. */
export async function addGoal(ctx: AppContext, session: Session, offerId: number, input: OfferGoalInput) {
  const goal = checkedInput(input);
  const offer = await saving(() =>
    ctx.db.transaction().execute(async (trx) => {
      const owners = await ownersOffer(trx, session, offerId);
      const { networkId, offer } = owners;
      const added = await goalStore(trx, networkId).add(offer.id, goal);
      // A goal without caps reads as its name, value and money: "Daily cap: (none)" would only add noise.
      const set = Object.fromEntries(Object.entries(goal).filter(([, value]) => value !== null));
      await auditGoal(trx, session, owners, added, {
        action: 'offer.goal.add',
        logStatus: `Goal ${goal.name} added to ${offer.name}`,
        changes: createdFields(set, AUDITED_FIELDS),
      });
      return offer;
    }),
  );
  return offerGoals(ctx, session, offer.id);
}

async function ownersGoal(db: Kysely<Database>, session: Session, offerId: number, goalId: number) {
  const owners = await ownersOffer(db, session, offerId);
  const { networkId, offer } = owners;
  const goal = await goalStore(db, networkId).goal(offer.id, goalId);
  if (!goal) throw GOAL_NOT_FOUND();
  return { owners, goal };
}

/** The owner changes a goal; conversions recorded before keep the slug and amounts they were recorded with. */
export async function changeGoal(
  ctx: AppContext,
  session: Session,
  offerId: number,
  goalId: number,
  input: OfferGoalInput,
) {
  const changes = checkedInput(input);
  await saving(() =>
    ctx.db.transaction().execute(async (trx) => {
      const { owners, goal } = await ownersGoal(trx, session, offerId, goalId);
      await goalStore(trx, owners.networkId).change(goal.id, changes);
      await publisherPayoutStore(trx, owners.networkId).followGoal(owners.offer.id, goal.slug, changes.slug);
      const changed = changesBetween({ ...goal }, { ...changes }, AUDITED_FIELDS);
      if (changed.length === 0) return;
      await auditGoal(
        trx,
        session,
        owners,
        { ...goal, ...changes },
        {
          action: 'offer.goal.change',
          logStatus: `Goal ${changes.name} of ${owners.offer.name} changed: ${changed.map((c) => c.field).join(', ')}`,
          changes: changed,
        },
      );
    }),
  );
  return offerGoals(ctx, session, offerId);
}

/** The owner removes a further goal: its postbacks are refused from then on, its conversions stay as recorded. */
export async function removeGoal(ctx: AppContext, session: Session, offerId: number, goalId: number) {
  await ctx.db.transaction().execute(async (trx) => {
    const { owners, goal } = await ownersGoal(trx, session, offerId, goalId);
    // Two removals racing: only the one that deleted the row records it.
    if (!(await goalStore(trx, owners.networkId).remove(goal.id))) throw GOAL_NOT_FOUND();
    await publisherPayoutStore(trx, owners.networkId).followGoal(owners.offer.id, goal.slug, null);
    const gone = Object.fromEntries(AUDITED_FIELDS.map((field) => [field, null]));
    await auditGoal(trx, session, owners, goal, {
      action: 'offer.goal.remove',
      logStatus: `Goal ${goal.name} removed from ${owners.offer.name}`,
      changes: changesBetween({ ...goal }, gone, AUDITED_FIELDS),
    });
  });
  return offerGoals(ctx, session, offerId);
}
