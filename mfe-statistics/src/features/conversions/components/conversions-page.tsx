import { type ConversionQuery, downloadConversionsCsv, getConversions } from '@affnet/api';
import { notifyError, userMessage } from '@affnet/core';
import { AreaPage, Button, ConfirmDialog, Muted, Pager, pageCount, TimeZoneNote, useLoad } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadView } from '../../../components/load-state';
import { useViewer } from '../../../hooks/use-viewer';
import { useStatusDecision } from '../hooks/use-status-decision';
import { ConversionFilters } from './conversion-filters';
import { ConversionsTable } from './conversions-table';

const LIMIT = 20;

/** /statistics/conversions: the filtered, paged list, the owner's approve / reject and the export. */
export function ConversionsPage() {
  const { t } = useTranslation('statistics');
  const viewer = useViewer();
  const [query, setQuery] = useState<ConversionQuery>({ page: 1, limit: LIMIT });
  const { state, reload, replace } = useLoad(JSON.stringify(query), () => getConversions(query));
  const decision = useStatusDecision((updated) =>
    replace((page) => ({ ...page, rows: page.rows.map((row) => (row.id === updated.id ? updated : row)) })),
  );
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadConversionsCsv(query);
    } catch (error) {
      notifyError(userMessage(error, t));
    } finally {
      setExporting(false);
    }
  };

  return (
    <AreaPage title={t('conversions')}>
      <ConversionFilters initial={{}} onApply={(filters) => setQuery({ ...filters, page: 1, limit: LIMIT })} />
      <Button type="button" $variant="secondary" onClick={exportCsv} disabled={exporting}>
        {t('exportCsv')}
      </Button>
      <LoadView state={state} onRetry={reload}>
        {(page) =>
          page.rows.length === 0 ? (
            <Muted role="status">{t('empty')}</Muted>
          ) : (
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
          )
        }
      </LoadView>
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
