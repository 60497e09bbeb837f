import type { DashboardSummary } from '@affnet/contracts';
import { Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../../components/figures-table';
import { SectionTitle } from '../../../components/table';
import type { Viewer } from '../../../hooks/use-viewer';
import { type Metric, visibleMetrics } from '../../../lib/metric-columns';

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
        <FiguresTable
          headingLabel={t('group.offer')}
          metrics={metrics}
          rows={summary.top_offers.map((offer) => ({ key: offer.offer_id, heading: offer.offer_name, figures: offer }))}
          currency={summary.currency}
          viewer={viewer}
          caption={t('dashboard.topOffers')}
          captionHidden
        />
      )}
    </>
  );
}
