import type { PublisherInvoice } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, FormTextField, SelectField, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddAdjustment } from '../api/add-adjustment';
import {
  type AdjustmentDraft,
  adjustmentAmount,
  adjustmentRules,
  amountExample,
  EMPTY_ADJUSTMENT,
  MAX_REASON_LENGTH,
} from '../lib/adjustment-rules';

const Box = styled.details`
  margin-block: 0.5rem 0;
  summary { cursor: pointer; font-weight: 600; padding-block: 0.25rem; }
  /* Three fields side by side where they fit their labels (a French kind is long), the button under them. */
  form { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); align-items: start; }
  form > button { grid-column: 1 / -1; justify-self: start; }
`;

/** A credit or a debit with its reason on a draft invoice, typed in the invoice's currency. */
export function AdjustmentForm({ invoice }: { invoice: PublisherInvoice }) {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const { currency } = invoice;
  const titleId = useId();
  const add = useAddAdjustment(invoice.id);
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
          <option value="credit">{t('adjustment.credit')}</option>
          <option value="debit">{t('adjustment.debit')}</option>
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
