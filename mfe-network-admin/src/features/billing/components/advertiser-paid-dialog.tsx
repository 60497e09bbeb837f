import { notifySuccess, useNetworkTimeZone } from '@affnet/core';
import { isoInZone } from '@affnet/format';
import { Button, Dialog, DialogActions, FormTextField, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkAdvertiserInvoicePaid } from '../api/mark-advertiser-invoice-paid';
import { MAX_REFERENCE_LENGTH, PAID_RULES, type PaidDraft } from '../lib/billing-rules';

interface AdvertiserPaidDialogProps {
  invoiceId: number;
  /** The instant "today" is reckoned from; the page's clock unless a test gives one. */
  now?: () => Date;
  onClose: () => void;
}

/** Marks a sent advertiser invoice paid on a day (today in the network's zone unless changed) with its reference. */
export function AdvertiserPaidDialog({ invoiceId, now = () => new Date(), onClose }: AdvertiserPaidDialogProps) {
  const { t } = useTranslation('billing');
  const zone = useNetworkTimeZone();
  const [today] = useState(() => isoInZone(now(), zone).slice(0, 10));
  const markPaid = useMarkAdvertiserInvoicePaid(invoiceId);
  const form = useValidatedForm<PaidDraft>({
    defaultValues: { paid_on: today, reference: '' },
    rules: PAID_RULES,
    serverFields: { paid_on: 'paid_on', reference: 'reference' },
  });
  const send = async (draft: PaidDraft) => {
    await markPaid.mutateAsync({ paid_on: draft.paid_on, reference: draft.reference.trim() });
    notifySuccess(t('paid.saved'));
    onClose();
  };
  return (
    <Dialog title={t('paid.title')} onClose={onClose}>
      <form onSubmit={form.submit(send)} noValidate>
        <p>{t('paid.help')}</p>
        <FormTextField type="date" label={t('paid.day')} {...form.field('paid_on')} />
        <FormTextField label={t('paid.reference')} maxLength={MAX_REFERENCE_LENGTH} {...form.field('reference')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
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
