import { notifyError, userMessage } from '@affnet/core';
import { AreaPage, Button, ConfirmDialog, Muted, Pager, pageCount, QueryState, TimeZoneNote } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFiguresView } from '../../../hooks/use-figures-view';
import { useDownloadConversionsCsv } from '../api/download-conversions-csv';
import { type ConversionQuery, useConversions } from '../api/get-conversions';
import { useStatusDecision } from '../hooks/use-status-decision';
import { ConversionFilters } from './conversion-filters';
import { ConversionsTable } from './conversions-table';

const LIMIT = 20;

/** /statistics/conversions: the filtered, paged list, the owner's approve / reject and the export. */
export function ConversionsPage() {
  const { t } = useTranslation('statistics');
  const viewer = useFiguresView();
  const [query, setQuery] = useState<ConversionQuery>({ page: 1, limit: LIMIT });
  const conversions = useConversions(query);
  const decision = useStatusDecision();
  const download = useDownloadConversionsCsv({ onError: (error) => notifyError(userMessage(error, t)) });

  return (
    <AreaPage title={t('conversions')}>
      <ConversionFilters initial={{}} onApply={(filters) => setQuery({ ...filters, page: 1, limit: LIMIT })} />
      <Button type="button" $variant="secondary" onClick={() => download.mutate(query)} disabled={download.isPending}>
        {t('exportCsv')}
      </Button>
      <QueryState
        query={conversions}
        loadingLabel={t('loading')}
        isEmpty={(page) => page.rows.length === 0}
        empty={<Muted role="status">{t('empty')}</Muted>}
      >
        {(page) => (
          <>
            <TimeZoneNote />
            <ConversionsTable conversions={page.rows} viewer={viewer} onDecide={decision.ask} />
            <Pager
              page={page.page}
              limit={page.limit}
              total={page.total}
              onPage={(n) => setQuery({ ...query, page: n })}
              status={t('pager.position', {
                page: page.page,
                pages: pageCount(page.total, page.limit),
                total: page.total,
              })}
            />
          </>
        )}
      </QueryState>
      {decision.pending ? (
        <ConfirmDialog
          title={t(`decision.title.${decision.pending.decision}`)}
          message={t(`decision.message.${decision.pending.decision}`, {
            clickId: decision.pending.conversion.click_id,
          })}
          confirmLabel={t(`action.${decision.pending.decision === 'approved' ? 'approve' : 'reject'}`)}
          busy={decision.busy}
          onConfirm={decision.confirm}
          onCancel={decision.cancel}
          focus="confirm"
        />
      ) : null}
    </AreaPage>
  );
}
