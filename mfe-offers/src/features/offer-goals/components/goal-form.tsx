import type { Offer } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, FormTextField, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../../publisher-payouts/i18n/payouts-translations';
import { amountExample } from '../../../lib/money';
import { unitOf } from '../../publisher-payouts/lib/payout-amount';
import { useChangeGoals } from '../api/offer-goals';
import { type GoalDraft, goalOf, goalRules } from '../lib/goal-draft';

interface Props {
  offer: Offer;
  /** The goal being changed, or an empty one; the page mounts the form anew for each. */
  draft: GoalDraft;
  /** The goal was saved, or the owner cancelled: back to adding a new one. */
  onDone: () => void;
}

/** The server's 400 names the field: a postback value another goal of the offer has is shown on that input. */
const SERVER_FIELDS = { slug: 'slug' } as const;

/** The owner adds a goal or changes one: name, postback value, payout and revenue in the offer's unit, caps. */
export function GoalForm({ offer, draft, onDone }: Props) {
  const { t, i18n } = useTranslation('offers');
  const locale = i18n.language;
  const { save } = useChangeGoals(offer.id);
  const form = useValidatedForm<GoalDraft>({
    defaultValues: draft,
    rules: goalRules(offer, locale),
    serverFields: SERVER_FIELDS,
  });
  const unit = unitOf(offer);
  const editing = draft.id !== null;
  const example = amountExample(offer, locale);

  const send = async (typed: GoalDraft) => {
    const goal = goalOf(offer, typed, locale);
    await save.mutateAsync({ id: draft.id, goal });
    notifySuccess(t('goals.saved', { name: goal.name }));
    form.reset();
    onDone();
  };

  const field = (
    name: Exclude<keyof GoalDraft, 'id'>,
    label: string,
    hint?: string,
    inputMode?: 'decimal' | 'numeric',
  ) => <FormTextField label={label} hint={hint} inputMode={inputMode} {...form.field(name)} />;

  return (
    <form onSubmit={form.submit(send)} noValidate aria-labelledby="goal-form-heading">
      <h3 id="goal-form-heading">{editing ? t('goals.editHeading') : t('goals.addHeading')}</h3>
      {field('name', t('goals.name'), t('goals.nameHint'))}
      {field('slug', t('goals.postbackValue'), t('goals.slugHint'))}
      {field('payout', t('goals.payoutLabel', { unit }), t('payouts.amountHint', { example }), 'decimal')}
      {field('revenue', t('goals.revenueLabel', { unit }), t('payouts.amountHint', { example }), 'decimal')}
      {field('dailyCap', t('goals.dailyCap'), t('goals.capHint'), 'numeric')}
      {field('monthlyCap', t('goals.monthlyCap'), t('goals.capHint'), 'numeric')}
      <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
        {editing ? t('goals.save') : t('goals.add')}
      </Button>
      {editing ? (
        <Button type="button" $variant="link" onClick={onDone}>
          {t('goals.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
