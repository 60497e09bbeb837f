import type { OfferGoal, OfferGoalInput } from '@affnet/contracts';
import { GOAL_SLUG_PATTERN, MAX_CAP, MAX_GOAL_SLUG_LENGTH } from '@affnet/contracts';
import type { FieldRule, FieldRules, RuleBreak } from '@affnet/ui';
import { amountText, type Priced } from '../../../lib/money';
import { parsePayoutAmount } from '../../publisher-payouts/lib/payout-amount';

/** The goal form as typed: the goal being changed (null: a new one) and every field as text. */
export interface GoalDraft {
  id: number | null;
  name: string;
  slug: string;
  payout: string;
  revenue: string;
  dailyCap: string;
  monthlyCap: string;
}

export const EMPTY_DRAFT: GoalDraft = {
  id: null,
  name: '',
  slug: '',
  payout: '',
  revenue: '',
  dailyCap: '',
  monthlyCap: '',
};

/** The postback value of a goal, as the server takes it; `default` names the offer's own goal. */
const SLUG = new RegExp(GOAL_SLUG_PATTERN);

export function draftOf(offer: Priced, goal: OfferGoal, locale: string): GoalDraft {
  const text = (amount: number | undefined) => (amount === undefined ? '' : amountText(offer, amount, locale));
  return {
    id: goal.id,
    name: goal.name ?? '',
    slug: goal.slug ?? '',
    payout: text(goal.payout),
    revenue: text(goal.revenue),
    dailyCap: goal.daily_cap === null ? '' : String(goal.daily_cap),
    monthlyCap: goal.monthly_cap === null ? '' : String(goal.monthly_cap),
  };
}

type GoalRule = FieldRule<GoalDraft>;

const broken = (key: string, values?: RuleBreak['values']): RuleBreak => ({ key: `offers:${key}`, values });

function capOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const cap = Number(trimmed);
  return /^\d+$/.test(trimmed) && cap >= 1 && cap <= MAX_CAP ? cap : undefined;
}

const cap: GoalRule = (value) => (capOf(value) === undefined ? broken('goals.error.cap') : null);

/** A payout or revenue in the offer's unit (payout-amount.ts), read in the reader's language. */
export const payoutRule =
  (offer: Priced, locale: string): FieldRule<unknown> =>
  (value) => {
    const amount = parsePayoutAmount(offer, value, locale);
    return amount.ok ? null : broken(amount.error, amount.values as RuleBreak['values']);
  };

/** The rules of the goal form, as the server applies them. */
export function goalRules(offer: Priced, locale: string): FieldRules<GoalDraft> {
  return {
    name: [(value) => (value.trim() ? null : broken('goals.error.name'))],
    slug: [
      (value) => {
        const slug = value.trim();
        if (slug.length > MAX_GOAL_SLUG_LENGTH || !SLUG.test(slug)) return broken('goals.error.slug');
        return slug === 'default' ? broken('goals.error.slugDefault') : null;
      },
    ],
    payout: [payoutRule(offer, locale)],
    revenue: [payoutRule(offer, locale)],
    dailyCap: [cap],
    monthlyCap: [cap],
  };
}

/** The goal to send from a draft that passed goalRules. */
export function goalOf(offer: Priced, draft: GoalDraft, locale: string): OfferGoalInput {
  const amount = (text: string) => {
    const parsed = parsePayoutAmount(offer, text, locale);
    return parsed.ok ? parsed.value : 0;
  };
  return {
    name: draft.name.trim(),
    slug: draft.slug.trim(),
    payout: amount(draft.payout),
    revenue: amount(draft.revenue),
    daily_cap: capOf(draft.dailyCap) ?? null,
    monthly_cap: capOf(draft.monthlyCap) ?? null,
  };
}
