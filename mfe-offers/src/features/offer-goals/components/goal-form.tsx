import type { Offer } from '@affnet/contracts';
import { ApiError, notifySuccess, userMessage } from '@affnet/core';
import { Alert, Button, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../publisher-payouts/i18n/payouts-translations';
import { amountExample } from '../../../lib/money';
import { unitOf } from '../../publisher-payouts/lib/payout-amount';
import { useChangeGoals } from '../api/offer-goals';
import { EMPTY_DRAFT, type GoalDraft, type GoalErrors, goalOf } from '../lib/goal-draft';

interface Props {
  offer: Offer;
  draft: GoalDraft;
  onDraft: (draft: GoalDraft) => void;
}

/** The owner adds a goal or changes one: name, postback value, payout and revenue in the offer's unit, caps. */
export function GoalForm({ offer, draft, onDraft }: Props) {
  const { t, i18n } = useTranslation('offers');
  const { save } = useChangeGoals(offer.id);
  const [errors, setErrors] = useState<GoalErrors>({});
  const unit = unitOf(offer);
  const editing = draft.id !== null;
  // The server's 400 names the field: a postback value another goal of the offer has is shown on that input.
  const serverField = save.error instanceof ApiError ? save.error.field : undefined;
  const slugError = errors.slug ?? (serverField === 'slug' && save.error ? userMessage(save.error, t) : undefined);

  const field = (
    name: keyof GoalDraft & keyof GoalErrors,
    label: string,
    hint?: string,
    inputMode?: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      hint={hint}
      inputMode={inputMode}
      value={draft[name]}
      error={name === 'slug' ? slugError : errors[name]}
      onChange={(event) => onDraft({ ...draft, [name]: event.target.value })}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = goalOf(offer, draft, i18n.language, t);
    setErrors(checked.errors);
    if (!checked.goal) return;
    const name = checked.goal.name;
    save.mutate(
      { id: draft.id, goal: checked.goal },
      {
        onSuccess: () => {
          notifySuccess(t('goals.saved', { name }));
          onDraft(EMPTY_DRAFT);
        },
      },
    );
  };

  const example = amountExample(offer, i18n.language);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="goal-form-heading">
      <h3 id="goal-form-heading">{editing ? t('goals.editHeading') : t('goals.addHeading')}</h3>
      {field('name', t('goals.name'), t('goals.nameHint'))}
      {field('slug', t('goals.postbackValue'), t('goals.slugHint'))}
      {field('payout', t('goals.payoutLabel', { unit }), t('payouts.amountHint', { example }), 'decimal')}
      {field('revenue', t('goals.revenueLabel', { unit }), t('payouts.amountHint', { example }), 'decimal')}
      {field('dailyCap', t('goals.dailyCap'), t('goals.capHint'), 'numeric')}
      {field('monthlyCap', t('goals.monthlyCap'), t('goals.capHint'), 'numeric')}
      {save.error && serverField !== 'slug' ? <Alert role="alert">{userMessage(save.error, t)}</Alert> : null}
      <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
        {editing ? t('goals.save') : t('goals.add')}
      </Button>
      {editing ? (
        <Button type="button" $variant="link" onClick={() => onDraft(EMPTY_DRAFT)}>
          {t('goals.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
