import { notifySuccess, useNetworkTimeZone } from '@affnet/core';
import { isoInZone } from '@affnet/format';
import { Button, Dialog, DialogActions, FormTextField, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkInvoicesPaid } from '../api/mark-invoices-paid';
import { MAX_REFERENCE_LENGTH, PAID_RULES, type PaidDraft } from '../lib/paid-rules';

interface MarkPaidDialogProps {
  invoiceIds: number[];
  /** The instant "today" is reckoned from; the page's clock unless a test gives one. */
  now?: () => Date;
  onDone: () => void;
  onCancel: () => void;
}

/** Marks one or several approved invoices paid on a day (today in the network's zone unless changed), all or none. */
export function MarkPaidDialog({ invoiceIds, now = () => new Date(), onDone, onCancel }: MarkPaidDialogProps) {
  const { t } = useTranslation('payouts');
  const zone = useNetworkTimeZone();
  const [today] = useState(() => isoInZone(now(), zone).slice(0, 10));
  const markPaid = useMarkInvoicesPaid();
  const form = useValidatedForm<PaidDraft>({
    defaultValues: { paid_on: today, reference: '' },
    rules: PAID_RULES,
    serverFields: { paid_on: 'paid_on', reference: 'reference' },
  });
  const count = invoiceIds.length;
  const send = async (draft: PaidDraft) => {
    await markPaid.mutateAsync({ invoice_ids: invoiceIds, paid_on: draft.paid_on, reference: draft.reference.trim() });
    notifySuccess(t('paid.saved', { count }));
    onDone();
  };
  return (
    <Dialog title={t('paid.title')} onClose={onCancel}>
      <form onSubmit={form.submit(send)} noValidate>
        <p>{t('paid.help', { count })}</p>
        <FormTextField type="date" label={t('paid.day')} {...form.field('paid_on')} />
        <FormTextField label={t('paid.reference')} maxLength={MAX_REFERENCE_LENGTH} {...form.field('reference')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
            {t('paid.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
