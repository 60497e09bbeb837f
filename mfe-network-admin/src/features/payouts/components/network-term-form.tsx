import type { PaymentTermSetting } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, Muted, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePaymentTerm } from '../api/save-payment-term';
import { TERM_RULES, type TermDraft, termDraftOf, termOf } from '../lib/term-rules';
import { TermFields } from './term-fields';

/** The network's payment term: when it pays the publishers who have no term of their own. */
export function NetworkTermForm({ setting }: { setting: PaymentTermSetting }) {
  const { t } = useTranslation('payouts');
  const headingId = useId();
  const save = useSavePaymentTerm();
  const form = useValidatedForm<TermDraft>({
    defaultValues: termDraftOf(setting),
    rules: TERM_RULES,
    serverFields: { net_days: 'netDays', term: 'term' },
  });
  const send = async (draft: TermDraft) => {
    const saved = await save.mutateAsync({ publisherId: null, term: termOf(draft) });
    notifySuccess(t('terms.saved'));
    form.reset(termDraftOf(saved.network));
  };
  return (
    <form onSubmit={form.submit(send)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('terms.network')}</h2>
      <Muted>{t('terms.networkHelp')}</Muted>
      <TermFields form={form} />
      <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
        {t('common:save')}
      </Button>
    </form>
  );
}
