import type { Comparison, CurrencyAmount } from '@affnet/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ChangeBadge } from '../../../components/change-badge';
import type { FiguresView } from '../../../hooks/use-figures-view';
import { formatMetric, type Metric, metricValue } from '../../../lib/metric-columns';
import { percentChange } from '../../../lib/metrics';

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.6rem;
  align-items: baseline;
  inline-size: 100%;
`;

const Value = styled.strong`
  font-size: 1.2rem;
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.85rem;
`;

const NO_MONEY = { clicks: 0, unique_clicks: 0, conversions: 0, payout: 0, revenue: 0, profit: 0, converted: false };

/** The currencies of either period, in the order of the current one's lines (the reporting currency's first). */
function currenciesOf({ current, previous }: Comparison): string[] {
  return [...new Set([...current.amounts, ...previous.amounts].map((line) => line.currency))];
}

/**
 * A money metric of a card, one line per currency (never added): each line's value, its change against the same
 * currency's line of the period before, and that amount. When a rate starts between the two periods
 * (`money_comparable` false) a currency moves from its own line into the reporting currency's: no line is compared.
 */
export function MoneyChangeLines({
  comparison,
  metric,
  viewer,
}: {
  comparison: Comparison;
  metric: Metric;
  viewer: FiguresView;
}) {
  const { t } = useTranslation('statistics');
  const lineOf = (lines: CurrencyAmount[], currency: string) =>
    lines.find((line) => line.currency === currency) ?? { ...NO_MONEY, currency };
  return (
    <>
      {currenciesOf(comparison).map((currency) => {
        const now = lineOf(comparison.current.amounts, currency);
        const before = lineOf(comparison.previous.amounts, currency);
        const asFigures = (line: CurrencyAmount) => ({ ...line, amounts: [line] });
        return (
          <Line key={currency} data-currency-line={currency}>
            <Value>
              {formatMetric(asFigures(now), metric, currency, viewer.locale)}
              {now.converted ? <Muted title={t('currency.converted')}> *</Muted> : null}
            </Value>
            {comparison.money_comparable ? (
              <ChangeBadge
                change={percentChange(
                  metricValue(asFigures(now), metric) ?? 0,
                  metricValue(asFigures(before), metric) ?? 0,
                )}
                locale={viewer.locale}
              />
            ) : (
              <Muted>{t('change.notComparable')}</Muted>
            )}
            <Muted>
              {t('previousValue', { value: formatMetric(asFigures(before), metric, currency, viewer.locale) })}
            </Muted>
          </Line>
        );
      })}
    </>
  );
}
