import type { Offer, PublisherPayout } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, QueryState } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/payouts-translations';
import '../../offer-goals/i18n/goals-translations';
import { amountText, formatOfferAmount } from '../../../lib/money';
import { useOfferGoals } from '../../offer-goals/api/offer-goals';
import { useChangePublisherPayout, usePublisherPayouts } from '../api/publisher-payouts';
import { EMPTY_DRAFT, type PayoutDraft, PublisherPayoutForm } from './publisher-payout-form';

/**
 * The owner's "Publisher payouts" on his offer page: who has his own payout on the offer or one of its goals (it
 * replaces the goal's for him alone), set or change one, remove one.
 */
export function PublisherPayouts({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offers');
  const payouts = usePublisherPayouts(offer.id);
  const { remove } = useChangePublisherPayout(offer.id);
  const goals = useOfferGoals(offer.id).data ?? [];
  const [draft, setDraft] = useState<PayoutDraft>(EMPTY_DRAFT);
  const locale = i18n.language;
  const byGoal = goals.length > 1;
  // A row's name in buttons' labels: the publisher, and the goal once the offer has more than one.
  const rowName = (row: PublisherPayout) =>
    byGoal ? `${row.publisher_name} · ${row.goal_name ?? t('goals.defaultName')}` : row.publisher_name;

  const edit = (row: PublisherPayout) =>
    setDraft({
      publisherId: String(row.publisher_id),
      goal: row.goal ?? '',
      amount: amountText(offer, row.payout, locale),
    });
  const removeOne = (row: PublisherPayout) =>
    remove.mutate(
      { publisherId: row.publisher_id, goal: row.goal },
      {
        onSuccess: () => notifySuccess(t('payouts.removed', { name: row.publisher_name })),
        onError: (error) => notifyError(userMessage(error, t)),
      },
    );

  return (
    <section aria-labelledby="publisher-payouts-heading">
      <h2 id="publisher-payouts-heading">{t('payouts.heading')}</h2>
      <p>{t('payouts.intro')}</p>
      <QueryState
        query={payouts}
        loadingLabel={t('payouts.loading')}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{t('payouts.empty')}</p>}
      >
        {(rows) => (
          <table aria-label={t('payouts.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('payouts.publisher')}</th>
                {byGoal ? <th scope="col">{t('payouts.goal')}</th> : null}
                <th scope="col">{t('payouts.payout')}</th>
                <th scope="col">{t('payouts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.publisher_id}:${row.goal ?? ''}`}>
                  <td>{row.publisher_name}</td>
                  {byGoal ? <td>{row.goal_name ?? t('goals.defaultName')}</td> : null}
                  <td>{formatOfferAmount(offer, row.payout, locale)}</td>
                  <td>
                    <Button
                      type="button"
                      $variant="link"
                      aria-label={t('payouts.editLabel', { name: rowName(row) })}
                      onClick={() => edit(row)}
                    >
                      {t('payouts.edit')}
                    </Button>{' '}
                    <Button
                      type="button"
                      $variant="link"
                      aria-label={t('payouts.removeLabel', { name: rowName(row) })}
                      disabled={remove.isPending}
                      onClick={() => removeOne(row)}
                    >
                      {t('payouts.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {/* A new form for each payout edited, so its fields start from that payout. */}
      <PublisherPayoutForm
        key={`${draft.publisherId}:${draft.goal}`}
        offer={offer}
        goals={goals}
        draft={draft}
        onDone={() => setDraft(EMPTY_DRAFT)}
      />
    </section>
  );
}
