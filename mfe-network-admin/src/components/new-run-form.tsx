import { notifySuccess, useNetworkTimeZone } from '@affnet/core';
import { Button, type FieldRules, FormTextField, Muted, useValidatedForm } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lastMonth, type Period } from '../lib/period';

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

export interface NewRunFormProps {
  /** The page's words: `newRun.*` (title, help, from, to, start, started). */
  namespace: string;
  /** Asks the server for the period's run (payouts' or billing's); its answer names the new run. */
  start: (period: Period) => Promise<{ id: number }>;
  /** The page's reading of the two days, checked before asking. */
  rules: FieldRules<Period>;
  /** The period proposed at first, from the instant and the network's zone: last month unless the page says. */
  suggest?: (now: Date, zone: string) => Period;
  /** The instant the proposed period is reckoned from; the page's clock unless a test gives one. */
  now?: () => Date;
  onStarted: (runId: number) => void;
}

/**
 * A new run of a money page ("New payout run", "Make invoices"): a period, the last whole one in the network's zone
 * (last month, or the payment term's week or half month) unless changed; the run opens once proposed.
 */
export function NewRunForm({
  namespace,
  start,
  rules,
  suggest = lastMonth,
  now = () => new Date(),
  onStarted,
}: NewRunFormProps) {
  const { t } = useTranslation(namespace);
  const zone = useNetworkTimeZone();
  const headingId = useId();
  const [defaults] = useState(() => suggest(now(), zone));
  const form = useValidatedForm<Period>({
    defaultValues: defaults,
    rules,
    serverFields: { from: 'from', to: 'to' },
  });
  const send = async (period: Period) => {
    const run = await start(period);
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
