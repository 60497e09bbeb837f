import { notifySuccess } from '@affnet/core';
import { Button, FormTextField, SelectField, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  type AdjustmentDraft,
  type AdjustmentKinds,
  adjustmentAmount,
  adjustmentRules,
  amountExample,
  emptyAdjustment,
  MAX_REASON_LENGTH,
} from '../lib/adjustment-rules';

const Box = styled.details`
  margin-block: 0.5rem 0;
  summary { cursor: pointer; font-weight: 600; padding-block: 0.25rem; }
  /* Three fields side by side where they fit their labels (a French kind is long), the button under them. */
  form { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); align-items: start; }
  form > button { grid-column: 1 / -1; justify-self: start; }
`;

interface AdjustmentFormProps {
  /** The page's words: `adjustment.*`, one `adjustment.<kind>` per kind, and `error.amount*`. */
  namespace: string;
  /** The draft invoice's currency: the amount is typed in it. */
  currency: string;
  kinds: AdjustmentKinds;
  /** Asks the server to add the signed amount (minor units) with its reason to the invoice. */
  add: (input: { amount: number; reason: string }) => Promise<unknown>;
}

/** An adjustment with its reason on a draft invoice (a publisher's or an advertiser's), typed in its currency. */
export function AdjustmentForm({ namespace, currency, kinds, add }: AdjustmentFormProps) {
  const { t, i18n } = useTranslation(namespace);
  const locale = i18n.language;
  const titleId = useId();
  const empty = emptyAdjustment(kinds);
  const form = useValidatedForm<AdjustmentDraft>({
    defaultValues: empty,
    rules: adjustmentRules(namespace, currency, locale),
    serverFields: { amount: 'amount', reason: 'reason' },
  });
  const send = async (draft: AdjustmentDraft) => {
    const amount = adjustmentAmount(draft, kinds, currency, locale);
    if (amount === null) return;
    await add({ amount, reason: draft.reason.trim() });
    notifySuccess(t('adjustment.added'));
    form.reset(empty);
  };
  return (
    <Box>
      <summary id={titleId}>{t('adjustment.title')}</summary>
      <form onSubmit={form.submit(send)} noValidate aria-labelledby={titleId}>
        <SelectField label={t('adjustment.kind')} {...form.register('kind')}>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`adjustment.${kind}`)}
            </option>
          ))}
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
