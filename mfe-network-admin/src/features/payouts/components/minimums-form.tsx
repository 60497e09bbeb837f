import type { PayoutMinimum } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, DataTable, FormTextField, Muted, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMoney } from '../../../hooks/use-money';
import { useSavePayoutMinimum } from '../api/save-payout-minimum';
import { currencyOf, type MinimumDraft, minimumAmount, minimumRules } from '../lib/minimum-rules';

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  > * { flex: 1 1 9rem; max-inline-size: 14rem; }
`;

/** The minimum payout per currency: under it a publisher's balance carries over to the next run. */
export function MinimumsForm({ minimums }: { minimums: PayoutMinimum[] }) {
  const { t, i18n } = useTranslation('payouts');
  const { money } = useMoney();
  const headingId = useId();
  const save = useSavePayoutMinimum();
  const form = useValidatedForm<MinimumDraft>({
    defaultValues: { currency: '', amount: '' },
    rules: minimumRules(i18n.language),
    serverFields: { currency: 'currency', amount: 'amount' },
  });
  const send = async (draft: MinimumDraft) => {
    const amount = minimumAmount(draft, i18n.language);
    if (amount === null) return;
    await save.mutateAsync({ currency: currencyOf(draft), amount });
    notifySuccess(t('minimums.saved'));
    form.reset();
  };
  const shown = minimums.filter((minimum) => minimum.amount > 0);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('minimums.title')}</h2>
      <Muted>{t('minimums.help')}</Muted>
      {shown.length === 0 ? (
        <Muted role="status">{t('minimums.empty')}</Muted>
      ) : (
        <DataTable
          caption={t('minimums.caption')}
          captionHidden
          columns={[
            { key: 'currency', label: t('minimums.currency') },
            { key: 'amount', label: t('minimums.amount'), numeric: true },
          ]}
        >
          {shown.map((minimum) => (
            <tr key={minimum.currency}>
              <td>{minimum.currency}</td>
              <td>{money(minimum.amount, minimum.currency)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <form onSubmit={form.submit(send)} noValidate aria-label={t('minimums.save')}>
        <Fields>
          <FormTextField
            label={t('minimums.currency')}
            maxLength={3}
            autoCapitalize="characters"
            {...form.field('currency', { deps: ['amount'] })}
          />
          <FormTextField label={t('minimums.amount')} inputMode="decimal" {...form.field('amount')} />
        </Fields>
        <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
          {t('minimums.save')}
        </Button>
      </form>
    </section>
  );
}
