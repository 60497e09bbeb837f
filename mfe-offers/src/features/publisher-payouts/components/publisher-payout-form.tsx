import type { Offer, OfferGoal } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, FormTextField, QueryState, SelectField, useFieldMessage, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { amountExample } from '../../../lib/money';
import { payoutRule } from '../../offer-goals/lib/goal-draft';
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
  /** The payout being changed, or an empty one; the page mounts the form anew for each. */
  draft: PayoutDraft;
  /** The payout was saved: back to an empty form. */
  onDone: () => void;
}

/**
 * The owner chooses one of the network's publishers (and one of the offer's goals, once it has more than its default
 * one) and types his payout, with the offer currency's digits.
 */
export function PublisherPayoutForm({ offer, goals, draft, onDone }: Props) {
  const { t, i18n } = useTranslation('offers');
  const locale = i18n.language;
  const publishers = useNetworkPublishers();
  const { set } = useChangePublisherPayout(offer.id);
  const form = useValidatedForm<PayoutDraft>({
    defaultValues: draft,
    rules: {
      publisherId: [(value) => (value ? null : { key: 'offers:payouts.error.publisher' })],
      amount: [payoutRule(offer, locale)],
    },
  });
  const publisherLabel = t('payouts.publisher');
  const publisherError = useFieldMessage(form.formState.errors.publisherId, publisherLabel);
  const unit = unitOf(offer);

  const send = async (typed: PayoutDraft) => {
    const amount = parsePayoutAmount(offer, typed.amount, locale);
    if (!amount.ok) return;
    const name = publishers.data?.find((p) => String(p.id) === typed.publisherId)?.name ?? typed.publisherId;
    await set.mutateAsync({ publisherId: Number(typed.publisherId), goal: typed.goal || null, payout: amount.value });
    notifySuccess(t('payouts.saved', { name }));
    form.reset(EMPTY_DRAFT);
    onDone();
  };

  return (
    <form onSubmit={form.submit(send)} noValidate aria-labelledby="publisher-payout-form-heading">
      <h3 id="publisher-payout-form-heading">{t('payouts.formHeading')}</h3>
      <QueryState query={publishers} isEmpty={(list) => list.length === 0} empty={<p>{t('payouts.noPublishers')}</p>}>
        {(list) => (
          <>
            <SelectField label={publisherLabel} error={publisherError} {...form.register('publisherId')}>
              <option value="">{t('payouts.choose')}</option>
              {list.map((publisher) => (
                <option key={publisher.id} value={String(publisher.id)}>
                  {publisher.name} ({publisher.email})
                </option>
              ))}
            </SelectField>
            {goals.length > 1 ? (
              <SelectField label={t('payouts.goal')} {...form.register('goal')}>
                {goals.map((goal) => (
                  <option key={goal.slug ?? ''} value={goal.slug ?? ''}>
                    {goal.name ?? t('goals.defaultName')}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <FormTextField
              label={t('payouts.amount', { unit })}
              hint={t('payouts.amountHint', { example: amountExample(offer, locale) })}
              inputMode="decimal"
              {...form.field('amount')}
            />
            <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
              {t('payouts.save')}
            </Button>
          </>
        )}
      </QueryState>
    </form>
  );
}
