import { ScreenReaderText } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FiguresView } from '../hooks/use-figures-view';
import { type Figures, type Metric, metricLines } from '../lib/metric-columns';

// Relative: the unseen text is placed within its line, so a table's scroll frame clips it (not the page's width).
const Line = styled.span`
  display: block;
  position: relative;
`;

/**
 * A metric's value: money one line per currency, never a sum of two; the line converted at the owner's rates is
 * marked (*) and says so to a screen reader. Each line names its currency (data-currency-line) for the page's tests.
 */
export function MetricValue({
  figures,
  metric,
  currency,
  viewer,
}: {
  figures: Figures;
  metric: Metric;
  currency: string;
  viewer: FiguresView;
}) {
  const { t } = useTranslation('statistics');
  const lines = metricLines(figures, metric, currency, viewer.locale);
  if (lines.length === 1 && !lines[0]?.converted) return <>{lines[0]?.text}</>;
  return (
    <>
      {lines.map((line) => (
        <Line
          key={line.currency ?? ''}
          data-currency-line={line.currency}
          title={line.converted ? t('currency.converted') : undefined}
        >
          {line.text}
          {line.converted ? (
            <>
              <span aria-hidden="true"> *</span>
              <ScreenReaderText> ({t('currency.converted')})</ScreenReaderText>
            </>
          ) : null}
        </Line>
      ))}
    </>
  );
}
