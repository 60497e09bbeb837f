import { GOAL_SLUG_PATTERN, MAX_CAP, MAX_GOAL_SLUG_LENGTH, PAYOUT_TYPES, PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { objectOf, type RouteApp, recordId, text } from '../shared/http/schemas';
import { addGoal, changeGoal, offerGoals, removeGoal } from './goals';
import { enumOf, idParams } from './schemas';

const member = requireSession(PERMISSIONS.network, PERMISSIONS.advertiser, PERMISSIONS.publisher);
const owner = requireSession(PERMISSIONS.network);
const tags = ['offers'];

const amount = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;
const cap = { type: ['integer', 'null'], minimum: 1, maximum: MAX_CAP } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1 } as const;
const nullableText = { type: ['string', 'null'] } as const;

/** contracts' OfferGoal. */
const goalAnswer = {
  type: 'object',
  description: "One event the offer pays for; the default goal (id null) is the offer's own payout, revenue and caps",
  properties: {
    id: nullableId,
    slug: { ...nullableText, description: 'The postback value `goal=<slug>`; null for the default goal' },
    name: nullableText,
    payout: { ...amount, description: 'Minor units of the offer currency (CPS: basis points); a publisher: his own' },
    revenue: amount,
    profit: { type: 'integer' },
    daily_cap: cap,
    monthly_cap: cap,
    currency: { type: 'string' },
    payout_type: enumOf(PAYOUT_TYPES),
  },
  required: ['id', 'slug', 'name', 'daily_cap', 'monthly_cap', 'currency', 'payout_type'],
  additionalProperties: false,
} as const;

const goalBody = objectOf({
  name: text(200),
  slug: { type: 'string', minLength: 1, maxLength: MAX_GOAL_SLUG_LENGTH, pattern: GOAL_SLUG_PATTERN },
  payout: amount,
  revenue: amount,
  daily_cap: cap,
  monthly_cap: cap,
});

const goalParams = objectOf({ id: recordId, goalId: recordId });
const goalsAnswer = { 200: okAnswer(listOf(goalAnswer), "The offer's goals, the default one first") };

/** An offer's goals: every role that sees the offer lists them; the owner adds, changes and removes (goals.ts). */
export default async function goalRoutes(app: RouteApp) {
  app.get(
    '/api/offers/:id/goals',
    {
      schema: { summary: "An offer's goals with the caller's money", tags, params: idParams, response: goalsAnswer },
      preHandler: member,
    },
    async (request) => ok('ok', await offerGoals(app.ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/offers/:id/goals',
    {
      schema: {
        summary: 'The owner adds a goal to an offer: its own postback value, payout, revenue and caps',
        tags,
        params: idParams,
        body: goalBody,
        response: goalsAnswer,
      },
      preHandler: owner,
    },
    async (request) => ok('Goal added', await addGoal(app.ctx, sessionOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/offers/:id/goals/:goalId',
    {
      schema: { summary: 'The owner changes a goal', tags, params: goalParams, body: goalBody, response: goalsAnswer },
      preHandler: owner,
    },
    async (request) => {
      const { id, goalId } = request.params;
      return ok('Goal saved', await changeGoal(app.ctx, sessionOf(request), id, goalId, request.body));
    },
  );

  app.delete(
    '/api/offers/:id/goals/:goalId',
    {
      schema: {
        summary: "The owner removes a further goal (the default one is the offer's own and stays)",
        tags,
        params: goalParams,
        response: goalsAnswer,
      },
      preHandler: owner,
    },
    async (request) => {
      const { id, goalId } = request.params;
      return ok('Goal removed', await removeGoal(app.ctx, sessionOf(request), id, goalId));
    },
  );
}
