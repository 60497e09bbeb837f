import type { Offer, OfferGoal } from '@affnet/contracts';
import { notifySuccess, userMessage } from '@affnet/core';
import { Alert, Button, QueryState, SelectField, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountExample } from '../../../lib/money';
import { useChangePublisherPayout, useNetworkPublishers } from '../api/publisher-payouts';
import { parsePayoutAmount, unitOf } from '../lib/payout-amount';

/** What the form holds: the chosen publisher's id, the goal's slug ('' for the default goal) and the amount as typed. */
export interface PayoutDraft {
  publisherId: string;
  goal: string;
  amount: string;
}

export const EMPTY_DRAFT: PayoutDraft = { publisherId: '', goal: '', amount: '' };

interface Props {
  offer: Offer;
  /** The offer's goals, the default one first; a choice of goal once there is more than one. */
  goals: OfferGoal[];
  draft: PayoutDraft;
  onDraft: (draft: PayoutDraft) => void;
}

/**
 * The owner chooses one of the network's publishers (and one of the offer's goals, once it has more than its default
 * one) and types his payout, with the offer currency's digits.
 */
export function PublisherPayoutForm({ offer, goals, draft, onDraft }: Props) {
  const { t, i18n } = useTranslation('offers');
  const publishers = useNetworkPublishers();
  const { set } = useChangePublisherPayout(offer.id);
  const [errors, setErrors] = useState<{ publisher?: string; amount?: string }>({});
  const unit = unitOf(offer);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parsePayoutAmount(offer, draft.amount, i18n.language);
    const found = {
      publisher: draft.publisherId ? undefined : t('payouts.error.publisher'),
      amount: amount.ok ? undefined : t(amount.error, amount.values),
    };
    setErrors(found);
    if (!amount.ok || found.publisher) return;
    const name = publishers.data?.find((p) => String(p.id) === draft.publisherId)?.name ?? draft.publisherId;
    set.mutate(
      { publisherId: Number(draft.publisherId), goal: draft.goal || null, payout: amount.value },
      {
        onSuccess: () => {
          notifySuccess(t('payouts.saved', { name }));
          onDraft(EMPTY_DRAFT);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="publisher-payout-form-heading">
      <h3 id="publisher-payout-form-heading">{t('payouts.formHeading')}</h3>
      <QueryState query={publishers} isEmpty={(list) => list.length === 0} empty={<p>{t('payouts.noPublishers')}</p>}>
        {(list) => (
          <>
            <SelectField
              label={t('payouts.publisher')}
              value={draft.publisherId}
              error={errors.publisher}
              onChange={(event) => onDraft({ ...draft, publisherId: event.target.value })}
            >
              <option value="">{t('payouts.choose')}</option>
              {list.map((publisher) => (
                <option key={publisher.id} value={String(publisher.id)}>
                  {publisher.name} ({publisher.email})
                </option>
              ))}
            </SelectField>
            {goals.length > 1 ? (
              <SelectField
                label={t('payouts.goal')}
                value={draft.goal}
                onChange={(event) => onDraft({ ...draft, goal: event.target.value })}
              >
                {goals.map((goal) => (
                  <option key={goal.slug ?? ''} value={goal.slug ?? ''}>
                    {goal.name ?? t('goals.defaultName')}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <TextField
              label={t('payouts.amount', { unit })}
              hint={t('payouts.amountHint', { example: amountExample(offer, i18n.language) })}
              inputMode="decimal"
              value={draft.amount}
              error={errors.amount}
              onChange={(event) => onDraft({ ...draft, amount: event.target.value })}
            />
            {set.error ? <Alert role="alert">{userMessage(set.error, t)}</Alert> : null}
            <Button type="submit" disabled={set.isPending} aria-busy={set.isPending || undefined}>
              {t('payouts.save')}
            </Button>
          </>
        )}
      </QueryState>
    </form>
  );
}
