import type { OfferGoal, OfferGoalInput } from '@affnet/contracts';
import { GOAL_SLUG_PATTERN, MAX_CAP, MAX_GOAL_SLUG_LENGTH } from '@affnet/contracts';
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

export type GoalErrors = Partial<Record<'name' | 'slug' | 'payout' | 'revenue' | 'dailyCap' | 'monthlyCap', string>>;

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

type Translate = (key: string, values?: Record<string, unknown>) => string;

function capOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const cap = Number(trimmed);
  return /^\d+$/.test(trimmed) && cap >= 1 && cap <= MAX_CAP ? cap : undefined;
}

/** The draft checked field by field: the goal to send, or the message of each field in error. */
export function goalOf(
  offer: Priced,
  draft: GoalDraft,
  locale: string,
  t: Translate,
): { goal?: OfferGoalInput; errors: GoalErrors } {
  const errors: GoalErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = t('goals.error.name');
  const slug = draft.slug.trim();
  if (slug.length > MAX_GOAL_SLUG_LENGTH || !SLUG.test(slug)) errors.slug = t('goals.error.slug');
  else if (slug === 'default') errors.slug = t('goals.error.slugDefault');
  const payout = parsePayoutAmount(offer, draft.payout, locale);
  if (!payout.ok) errors.payout = t(payout.error, payout.values);
  const revenue = parsePayoutAmount(offer, draft.revenue, locale);
  if (!revenue.ok) errors.revenue = t(revenue.error, revenue.values);
  const daily = capOf(draft.dailyCap);
  if (daily === undefined) errors.dailyCap = t('goals.error.cap');
  const monthly = capOf(draft.monthlyCap);
  if (monthly === undefined) errors.monthlyCap = t('goals.error.cap');
  if (Object.keys(errors).length > 0 || !payout.ok || !revenue.ok) return { errors };
  const goal = {
    name,
    slug,
    payout: payout.value,
    revenue: revenue.value,
    daily_cap: daily ?? null,
    monthly_cap: monthly ?? null,
  };
  return { goal, errors };
}
