import type { DashboardSummary } from '@affnet/contracts';
import { Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { FiguresTable } from '../../../components/figures-table';
import { SectionTitle } from '../../../components/table';
import type { FiguresView } from '../../../hooks/use-figures-view';
import { type Metric, visibleMetrics } from '../../../lib/metric-columns';
import { formatDayRange } from '../lib/compared-period';

const OFFER_METRICS: Metric[] = ['clicks', 'conversions', 'cr', 'payout', 'revenue', 'profit'];

/** The money the server ranks by, in the viewer's word: a publisher's payout, the owner's revenue, an advertiser's cost. */
function rankedBy(viewer: FiguresView) {
  if (viewer.isAdvertiser) return 'dashboard.rankedBy.cost' as const;
  return viewer.showRevenue ? ('dashboard.rankedBy.revenue' as const) : ('dashboard.rankedBy.payout' as const);
}

/** The best offers of the last 30 days, as the server ranks them, with the days they cover and what ranks them. */
export function TopOffersTable({ summary, viewer }: { summary: DashboardSummary; viewer: FiguresView }) {
  const { t } = useTranslation('statistics');
  const metrics = visibleMetrics(viewer, OFFER_METRICS);
  const period = summary.last_30_days;
  const days = formatDayRange(period.from, period.to, viewer.locale);
  return (
    <>
      <SectionTitle id="top-offers-title">{t('dashboard.topOffers')}</SectionTitle>
      <Muted>
        {period.until === null ? days : t('dashboard.last30Days', { days, time: period.until })} · {t(rankedBy(viewer))}
      </Muted>
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
