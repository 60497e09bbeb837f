import { notifySuccess, useNetworkTimeZone } from '@affnet/core';
import { isoInZone } from '@affnet/format';
import { Button, Dialog, DialogActions, FormTextField, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REFERENCE_LENGTH, type PaidDraft, paidRules } from '../lib/paid-rules';

interface MarkPaidDialogProps {
  /** The page's words: `paid.*` and `error.day`. */
  namespace: string;
  /** How many invoices are marked, for words in the plural (Payouts marks several at once); none: one invoice. */
  count?: number;
  /** Asks the server to mark the invoice(s) paid with the day and the trimmed reference. */
  markPaid: (draft: PaidDraft) => Promise<unknown>;
  /** The instant "today" is reckoned from; the page's clock unless a test gives one. */
  now?: () => Date;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Marks invoices paid (a publisher's approved ones, all or none; an advertiser's sent one) on a day: today in the
 * network's zone unless changed.
 */
export function MarkPaidDialog(props: MarkPaidDialogProps) {
  const { namespace, count, markPaid, now = () => new Date(), onDone, onCancel } = props;
  const { t } = useTranslation(namespace);
  const zone = useNetworkTimeZone();
  const [today] = useState(() => isoInZone(now(), zone).slice(0, 10));
  const form = useValidatedForm<PaidDraft>({
    defaultValues: { paid_on: today, reference: '' },
    rules: paidRules(namespace),
    serverFields: { paid_on: 'paid_on', reference: 'reference' },
  });
  // One invoice's words have no plural forms.
  const counted = count === undefined ? {} : { count };
  const send = async (draft: PaidDraft) => {
    await markPaid({ paid_on: draft.paid_on, reference: draft.reference.trim() });
    notifySuccess(t('paid.saved', counted));
    onDone();
  };
  return (
    <Dialog title={t('paid.title')} onClose={onCancel}>
      <form onSubmit={form.submit(send)} noValidate>
        <p>{t('paid.help', counted)}</p>
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
