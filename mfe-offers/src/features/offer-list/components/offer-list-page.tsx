import type { OfferTab } from '@affnet/contracts';
import { useViewer } from '@affnet/core';
import { AreaPage, Muted, Pager, QueryState } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { moneyColumnsOf } from '../../../lib/offer-money';
import { downloadOffersCsv } from '../api/download-offers-csv';
import { useOffers } from '../api/get-offers';
import { useOfferQuery } from '../hooks/use-offer-query';
import { OfferFilters } from './offer-filters';
import { OfferListToolbar } from './offer-list-toolbar';
import { OfferTable } from './offer-table';
import { OfferTabs } from './offer-tabs';

/** One of the four offer lists: tabs, filters, the table with sort and pages, and the CSV export. */
export function OfferListPage({ basePath, tab }: { basePath: string; tab: OfferTab }) {
  const { t } = useTranslation('offers');
  const viewer = useViewer();
  const { query, setFilter, sortBy, goToPage } = useOfferQuery(tab);
  const offers = useOffers(query);

  return (
    <AreaPage title={t(`tabs.${tab}`)}>
      <OfferTabs basePath={basePath} current={tab} />
      <OfferListToolbar basePath={basePath} canCreate={viewer.isOwner} onExport={() => downloadOffersCsv(query)} />
      <OfferFilters key={tab} query={query} onChange={setFilter} showStatus={!viewer.isPublisher} />
      <QueryState
        query={offers}
        loadingLabel={t('list.loading')}
        isEmpty={(result) => result.rows.length === 0}
        empty={<Muted role="status">{t('list.empty')}</Muted>}
      >
        {(result) => (
          <>
            <OfferTable
              offers={result.rows}
              caption={t('list.caption', { tab: t(`tabs.${tab}`) })}
              basePath={basePath}
              query={query}
              onSort={sortBy}
              moneyColumns={moneyColumnsOf(viewer)}
              showAccess={viewer.isPublisher}
            />
            <Pager page={result.page} limit={result.limit} total={result.total} onPage={goToPage} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
