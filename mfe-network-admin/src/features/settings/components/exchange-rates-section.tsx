import type { ExchangeRates } from '@affnet/contracts';
import { formatDateTime } from '@affnet/format';
import { Button, DataTable, Muted, QueryState, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useExchangeRates, useSetExchangeRate, useSetReportingCurrency } from '../api/exchange-rates';
import { useSave } from '../hooks/use-save';
import { Section } from './section';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
  align-items: end;
  margin-block-end: 1rem;
`;

/**
 * The reporting currency and the exchange rates into it (issue 27): figures in another currency are converted at the
 * rate of their day; a currency without a rate keeps its own line. Every rate set stays in the history.
 */
export function ExchangeRatesSection() {
  const { t } = useTranslation('settings');
  const rates = useExchangeRates();
  return (
    <Section title={t('fx.title')} help={t('fx.help')}>
      <QueryState query={rates} loadingLabel={t('fx.loading')}>
        {(shown) => <ExchangeRatesForms rates={shown} />}
      </QueryState>
    </Section>
  );
}

function ExchangeRatesForms({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const setReporting = useSetReportingCurrency();
  const setRate = useSetExchangeRate();
  const [reporting, setReportingText] = useState(rates.reporting_currency);
  const [currency, setCurrency] = useState(rates.currencies[0] ?? '');
  const [rate, setRateText] = useState('');
  const [from, setFrom] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const saveReporting = async (event: FormEvent) => {
    event.preventDefault();
    const result = await run(() => setReporting.mutateAsync(reporting.trim().toUpperCase()), t('saved.reporting'));
    setErrors(result.ok ? {} : { [result.field ?? 'reporting_currency']: result.error });
  };
  const saveRate = async (event: FormEvent) => {
    event.preventDefault();
    const input = { currency: currency.trim().toUpperCase(), rate: rate.trim(), valid_from: from };
    const result = await run(() => setRate.mutateAsync(input), t('saved.rate'));
    setErrors(result.ok ? {} : { [result.field ?? 'rate']: result.error });
    if (result.ok) setRateText('');
  };

  return (
    <>
      <Row onSubmit={saveReporting} noValidate aria-label={t('fx.reporting')}>
        <TextField
          label={t('fx.reporting')}
          value={reporting}
          maxLength={3}
          error={errors.reporting_currency}
          onChange={(e) => setReportingText(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('fx.saveReporting')}
        </Button>
      </Row>
      <Row onSubmit={saveRate} noValidate aria-label={t('fx.add')}>
        <TextField
          label={t('fx.currency')}
          value={currency}
          maxLength={3}
          hint={rates.currencies.length ? t('fx.offersUse', { list: rates.currencies.join(', ') }) : undefined}
          error={errors.currency}
          onChange={(e) => setCurrency(e.target.value)}
        />
        <TextField
          label={t('fx.rate', { currency: rates.reporting_currency })}
          value={rate}
          inputMode="decimal"
          error={errors.rate}
          onChange={(e) => setRateText(e.target.value)}
        />
        <TextField
          label={t('fx.from')}
          type="date"
          value={from}
          error={errors.valid_from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          {t('fx.add')}
        </Button>
      </Row>
      <RateHistory rates={rates} />
    </>
  );
}

function RateHistory({ rates }: { rates: ExchangeRates }) {
  const { t, i18n } = useTranslation('settings');
  if (rates.rates.length === 0) return <Muted>{t('fx.none')}</Muted>;
  const columns = [
    { key: 'currency', label: t('fx.currency') },
    { key: 'rate', label: t('fx.rateColumn'), numeric: true },
    { key: 'from', label: t('fx.from') },
    { key: 'by', label: t('fx.setBy') },
  ];
  return (
    <DataTable caption={t('fx.history')} columns={columns} narrow="scroll">
      {rates.rates.map((r) => (
        <tr key={r.id}>
          <th scope="row">{r.currency}</th>
          <td>{t('fx.rateValue', { currency: r.currency, rate: r.rate, to: r.to_currency })}</td>
          <td>{r.valid_from}</td>
          <td>
            {r.created_by_name ?? '—'} · {formatDateTime(r.created_at, { locale: i18n.language, timeZone: 'UTC' })}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
