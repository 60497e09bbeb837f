import type { AdvertiserInvoice } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, FormTextField, SelectField, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddBillingAdjustment } from '../api/add-billing-adjustment';
import {
  type AdjustmentDraft,
  adjustmentAmount,
  adjustmentRules,
  amountExample,
  EMPTY_ADJUSTMENT,
  MAX_REASON_LENGTH,
} from '../lib/billing-rules';

const Box = styled.details`
  margin-block: 0.5rem 0;
  summary { cursor: pointer; font-weight: 600; padding-block: 0.25rem; }
  /* Three fields side by side where they fit their labels, the button under them. */
  form { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); align-items: start; }
  form > button { grid-column: 1 / -1; justify-self: start; }
`;

/** A charge or a credit with its reason on a draft advertiser invoice, typed in the invoice's currency. */
export function BillingAdjustmentForm({ invoice }: { invoice: AdvertiserInvoice }) {
  const { t, i18n } = useTranslation('billing');
  const locale = i18n.language;
  const { currency } = invoice;
  const titleId = useId();
  const add = useAddBillingAdjustment(invoice.id);
  const form = useValidatedForm<AdjustmentDraft>({
    defaultValues: EMPTY_ADJUSTMENT,
    rules: adjustmentRules(currency, locale),
    serverFields: { amount: 'amount', reason: 'reason' },
  });
  const send = async (draft: AdjustmentDraft) => {
    const amount = adjustmentAmount(draft, currency, locale);
    if (amount === null) return;
    await add.mutateAsync({ amount, reason: draft.reason.trim() });
    notifySuccess(t('adjustment.added'));
    form.reset(EMPTY_ADJUSTMENT);
  };
  return (
    <Box>
      <summary id={titleId}>{t('adjustment.title')}</summary>
      <form onSubmit={form.submit(send)} noValidate aria-labelledby={titleId}>
        <SelectField label={t('adjustment.kind')} {...form.register('kind')}>
          <option value="charge">{t('adjustment.charge')}</option>
          <option value="credit">{t('adjustment.credit')}</option>
        </SelectField>
        <FormTextField
          label={t('adjustment.amount', { currency })}
          hint={t('adjustment.amountHint', { example: amountExample(currency, locale) })}
          inputMode="decimal"
          {...form.field('amount')}
        />
        <FormTextField label={t('adjustment.reason')} maxLength={MAX_REASON_LENGTH} {...form.field('reason')} />
        <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
          {t('adjustment.add')}
        </Button>
      </form>
    </Box>
  );
}
