import type { ExchangeRateInput, ExchangeRates } from '@affnet/contracts';
import { formatDateTime } from '@affnet/format';
import { Button, DataTable, FormTextField, Muted, QueryState, useValidatedForm } from '@affnet/ui';
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

/** The server checks both forms (a known currency code, a positive rate, a date): its refusal shows on the field. */
function ExchangeRatesForms({ rates }: { rates: ExchangeRates }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const setReporting = useSetReportingCurrency();
  const setRate = useSetExchangeRate();
  const busy = setReporting.isPending || setRate.isPending;
  const reporting = useValidatedForm({ defaultValues: { reporting_currency: rates.reporting_currency }, rules: {} });
  const rate = useValidatedForm<ExchangeRateInput>({
    defaultValues: { currency: rates.currencies[0] ?? '', rate: '', valid_from: '' },
    rules: {},
  });

  const saveReporting = reporting.submit(async ({ reporting_currency }) => {
    const result = await run(setReporting.mutateAsync(reporting_currency.trim().toUpperCase()), t('saved.reporting'));
    if (!result.ok) reporting.showServerError('reporting_currency', result.error);
  });
  const saveRate = rate.submit(async (values) => {
    const input = {
      currency: values.currency.trim().toUpperCase(),
      rate: values.rate.trim(),
      valid_from: values.valid_from,
    };
    const result = await run(setRate.mutateAsync(input), t('saved.rate'));
    if (result.ok) rate.resetField('rate', { defaultValue: '' });
    else rate.showServerError(rateField(result.field), result.error);
  });

  return (
    <>
      <Row onSubmit={saveReporting} noValidate aria-label={t('fx.reporting')}>
        <FormTextField label={t('fx.reporting')} maxLength={3} {...reporting.field('reporting_currency')} />
        <Button type="submit" disabled={busy}>
          {t('fx.saveReporting')}
        </Button>
      </Row>
      <Row onSubmit={saveRate} noValidate aria-label={t('fx.add')}>
        <FormTextField
          label={t('fx.currency')}
          maxLength={3}
          hint={rates.currencies.length ? t('fx.offersUse', { list: rates.currencies.join(', ') }) : undefined}
          {...rate.field('currency')}
        />
        <FormTextField
          label={t('fx.rate', { currency: rates.reporting_currency })}
          inputMode="decimal"
          {...rate.field('rate')}
        />
        <FormTextField label={t('fx.from')} type="date" {...rate.field('valid_from')} />
        <Button type="submit" disabled={busy}>
          {t('fx.add')}
        </Button>
      </Row>
      <RateHistory rates={rates} />
    </>
  );
}

/** The input of the rate form a refusal is about: the one the server named, else the rate. */
function rateField(field: string | null): keyof ExchangeRateInput {
  return field === 'currency' || field === 'valid_from' ? field : 'rate';
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
