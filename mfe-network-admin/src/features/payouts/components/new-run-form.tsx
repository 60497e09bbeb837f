import { notifySuccess, useNetworkTimeZone } from '@affnet/core';
import { Button, FormTextField, Muted, useValidatedForm } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lastMonth, type Period } from '../../../lib/period';
import { useStartPayoutRun } from '../api/start-payout-run';
import { RUN_RULES } from '../lib/run-rules';

const Title = styled.h2`
  font-size: 1.15rem;
  margin: 0 0 0.5rem;
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 1rem;
  > * { flex: 1 1 10rem; max-inline-size: 14rem; }
`;

interface NewRunFormProps {
  /** The instant "last month" is reckoned from; the page's clock unless a test gives one. */
  now?: () => Date;
  onStarted: (runId: number) => void;
}

/** "New payout run": a period, last month in the network's zone unless changed; the run opens once proposed. */
export function NewRunForm({ now = () => new Date(), onStarted }: NewRunFormProps) {
  const { t } = useTranslation('payouts');
  const zone = useNetworkTimeZone();
  const headingId = useId();
  const [defaults] = useState(() => lastMonth(now(), zone));
  const start = useStartPayoutRun();
  const form = useValidatedForm<Period>({
    defaultValues: defaults,
    rules: RUN_RULES,
    serverFields: { from: 'from', to: 'to' },
  });
  const send = async (period: Period) => {
    const run = await start.mutateAsync(period);
    notifySuccess(t('newRun.started'));
    onStarted(run.id);
  };
  return (
    <form onSubmit={form.submit(send)} noValidate aria-labelledby={headingId}>
      <Title id={headingId}>{t('newRun.title')}</Title>
      <Muted>{t('newRun.help', { zone })}</Muted>
      <Fields>
        <FormTextField type="date" label={t('newRun.from')} {...form.field('from', { deps: ['to'] })} />
        <FormTextField type="date" label={t('newRun.to')} {...form.field('to')} />
      </Fields>
      <Button type="submit" disabled={form.sending} aria-busy={form.sending || undefined}>
        {t('newRun.start')}
      </Button>
    </form>
  );
}
