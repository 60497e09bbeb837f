import { downloadOffersCsv, getOffers } from '@affnet/api';
import type { Offer, OfferAccess, OfferTab, Page } from '@affnet/contracts';
import { userMessage } from '@affnet/core';
import { AreaPage, LoadError, Loading, Muted, Pager, useLoad } from '@affnet/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../hooks/use-viewer';
import { moneyColumnsOf } from '../../../lib/offer-money';
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
  const key = JSON.stringify(query);
  const { state, reload } = useLoad(key, () => getOffers(query));
  const [result, setResult] = useState<Page<Offer> | null>(null);

  useEffect(() => setResult(state.status === 'done' ? state.data : null), [state]);

  const setAccess = (offerId: number, access: OfferAccess) =>
    setResult((page) => page && { ...page, rows: page.rows.map((o) => (o.id === offerId ? { ...o, access } : o)) });

  return (
    <AreaPage title={t(`tabs.${tab}`)}>
      <OfferTabs basePath={basePath} current={tab} />
      <OfferListToolbar basePath={basePath} canCreate={viewer.isOwner} onExport={() => downloadOffersCsv(query)} />
      <OfferFilters key={tab} query={query} onChange={setFilter} showStatus={!viewer.isPublisher} />
      {state.status === 'failed' ? <LoadError message={userMessage(state.error, t)} onRetry={reload} /> : null}
      {state.status === 'loading' ? <Loading label={t('list.loading')} /> : null}
      {result && result.rows.length === 0 ? <Muted role="status">{t('list.empty')}</Muted> : null}
      {result && result.rows.length > 0 ? (
        <>
          <OfferTable
            offers={result.rows}
            caption={t('list.caption', { tab: t(`tabs.${tab}`) })}
            basePath={basePath}
            query={query}
            onSort={sortBy}
            moneyColumns={moneyColumnsOf(viewer)}
            showAccess={viewer.isPublisher}
            onAccess={setAccess}
          />
          <Pager page={result.page} limit={result.limit} total={result.total} onPage={goToPage} />
        </>
      ) : null}
    </AreaPage>
  );
}
