import type { DashboardSummary } from '@affnet/contracts';
import { Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { SectionTitle, Table, TableScroll } from '../../../components/table';
import type { Viewer } from '../../../hooks/use-viewer';
import { formatMetric, type Metric, visibleMetrics } from '../../../lib/metric-columns';

const OFFER_METRICS: Metric[] = ['clicks', 'conversions', 'cr', 'payout', 'revenue', 'profit'];

/** The best offers of the period, as the server ranks them. */
export function TopOffersTable({ summary, viewer }: { summary: DashboardSummary; viewer: Viewer }) {
  const { t } = useTranslation('statistics');
  const metrics = visibleMetrics(viewer, OFFER_METRICS);
  return (
    <>
      <SectionTitle id="top-offers-title">{t('dashboard.topOffers')}</SectionTitle>
      {summary.top_offers.length === 0 ? (
        <Muted>{t('empty')}</Muted>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-labelledby="top-offers-title">
          <Table aria-labelledby="top-offers-title">
            <thead>
              <tr>
                <th scope="col">{t('group.offer')}</th>
                {metrics.map((metric) => (
                  <th key={metric} scope="col" data-numeric>
                    {t(`metric.${metric}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.top_offers.map((offer) => (
                <tr key={offer.offer_id}>
                  <th scope="row">{offer.offer_name}</th>
                  {metrics.map((metric) => (
                    <td key={metric} data-numeric>
                      {formatMetric(offer, metric, summary.currency, viewer.locale)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </>
  );
}
