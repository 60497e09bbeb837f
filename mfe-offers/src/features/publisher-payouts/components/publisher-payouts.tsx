import type { Offer, PublisherPayout } from '@affnet/contracts';
import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { Button, QueryState } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/payouts-translations';
import { amountText, formatOfferAmount } from '../../../lib/money';
import { useChangePublisherPayout, usePublisherPayouts } from '../api/publisher-payouts';
import { type PayoutDraft, PublisherPayoutForm } from './publisher-payout-form';

/**
 * The owner's "Publisher payouts" on his offer page: who has his own payout on the offer (it replaces the offer's for
 * him alone), set or change one, remove one.
 */
export function PublisherPayouts({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offers');
  const payouts = usePublisherPayouts(offer.id);
  const { remove } = useChangePublisherPayout(offer.id);
  const [draft, setDraft] = useState<PayoutDraft>({ publisherId: '', amount: '' });
  const locale = i18n.language;

  const edit = (row: PublisherPayout) =>
    setDraft({ publisherId: String(row.publisher_id), amount: amountText(offer, row.payout, locale) });
  const removeOne = (row: PublisherPayout) =>
    remove.mutate(row.publisher_id, {
      onSuccess: () => notifySuccess(t('payouts.removed', { name: row.publisher_name })),
      onError: (error) => notifyError(userMessage(error, t)),
    });

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
                <th scope="col">{t('payouts.payout')}</th>
                <th scope="col">{t('payouts.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.publisher_id}>
                  <td>{row.publisher_name}</td>
                  <td>{formatOfferAmount(offer, row.payout, locale)}</td>
                  <td>
                    <Button
                      type="button"
                      $variant="link"
                      aria-label={t('payouts.editLabel', { name: row.publisher_name })}
                      onClick={() => edit(row)}
                    >
                      {t('payouts.edit')}
                    </Button>{' '}
                    <Button
                      type="button"
                      $variant="link"
                      aria-label={t('payouts.removeLabel', { name: row.publisher_name })}
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
      <PublisherPayoutForm offer={offer} draft={draft} onDraft={setDraft} />
    </section>
  );
}
