import type { BillingTerms } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, FormTextField, Muted, QueryState, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBillingTerms } from '../api/get-billing-terms';
import { useSaveBillingTerms } from '../api/save-billing-terms';
import { TERMS_RULES } from '../lib/billing-rules';

const Field = styled.div`
  max-inline-size: 14rem;
`;

/** /network/billing/terms: the days after issue an advertiser invoice falls due. */
export function BillingTermsSection() {
  const { t } = useTranslation('billing');
  const terms = useBillingTerms();
  return (
    <QueryState query={terms} loadingLabel={t('loading')}>
      {(shown) => <BillingTermsForm terms={shown} />}
    </QueryState>
  );
}

function BillingTermsForm({ terms }: { terms: BillingTerms }) {
  const { t } = useTranslation('billing');
  const headingId = useId();
  const save = useSaveBillingTerms();
  const form = useValidatedForm<{ net_days: string }>({
    defaultValues: { net_days: String(terms.net_days) },
    rules: TERMS_RULES,
    serverFields: { net_days: 'net_days' },
  });
  const send = async (draft: { net_days: string }) => {
    const saved = await save.mutateAsync({ net_days: Number(draft.net_days) });
    notifySuccess(t('terms.saved'));
    form.reset({ net_days: String(saved.net_days) });
  };
  return (
    <form onSubmit={form.submit(send)} noValidate aria-labelledby={headingId}>
      <h2 id={headingId}>{t('terms.title')}</h2>
      <Muted>{t('terms.help')}</Muted>
      <Field>
        <FormTextField label={t('terms.netDays')} inputMode="numeric" {...form.field('net_days')} />
      </Field>
      <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
        {t('common:save')}
      </Button>
    </form>
  );
}
