import type { Conversion } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { Button, DataTable, Muted, type TableColumn, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FiguresView } from '../../../hooks/use-figures-view';
import { osLabel } from '../../../lib/report-keys';

export type StatusDecision = 'approved' | 'rejected';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  button { min-height: 32px; padding: 0.25rem 0.6rem; }
`;

/** One conversion per row; the owner's row actions approve or reject it. */
export function ConversionsTable({
  conversions,
  viewer,
  onDecide,
}: {
  conversions: Conversion[];
  viewer: FiguresView;
  onDecide: (conversion: Conversion, decision: StatusDecision) => void;
}) {
  const { t } = useTranslation('statistics');
  const times = useTimeFormat();
  const column = (key: string, extra: Partial<TableColumn> = {}): TableColumn => ({
    key,
    label: t(`column.${key}`),
    ...extra,
  });
  // Click ID and sub IDs are for looking one conversion up: hidden until chosen, so the key columns fit a laptop.
  const columns = [
    column('time'),
    column('clickId', { optional: 'hidden' }),
    column('offer'),
    // An advertiser sees an alias per publisher (the server sends no name), and no Sub IDs.
    ...(viewer.isPublisher ? [] : [column('publisher', { optional: 'shown' })]),
    ...(viewer.isAdvertiser ? [] : [column('subIds', { optional: 'hidden' })]),
    column('country', { optional: 'shown' }),
    column('os', { optional: 'shown' }),
    column('ip', { optional: 'shown' }),
    ...(viewer.showPayout ? [column('payout', { numeric: true })] : []),
    // What the owner calls revenue is the advertiser's cost.
    ...(viewer.showRevenue ? [column(viewer.isAdvertiser ? 'cost' : 'revenue', { numeric: true })] : []),
    column('status'),
    ...(viewer.isOwner ? [column('actions')] : []),
  ];
  return (
    <DataTable caption={t('conversions')} columns={columns} chooserId="conversions">
      {conversions.map((c) => (
        <tr key={c.id}>
          <td>{times.dateTime(c.created_at, true)}</td>
          <td>{c.click_id}</td>
          <td>
            {c.offer_name}
            {/* A further goal under its offer (no column of its own: the key columns still fit a laptop). */}
            {c.goal ? <Muted as="div">{t('goalOf', { goal: c.goal })}</Muted> : null}
          </td>
          {viewer.isPublisher ? null : (
            <td>{viewer.isAdvertiser ? t('publisherAlias', { id: c.publisher_id }) : c.publisher_name}</td>
          )}
          {viewer.isAdvertiser ? null : <td>{(c.sub_ids ?? []).filter(Boolean).join(', ')}</td>}
          <td>{c.country ?? '—'}</td>
          <td>{osLabel(c.os, t)}</td>
          <td>{c.ip ?? '—'}</td>
          {viewer.showPayout ? (
            <td>{c.payout === undefined ? '—' : formatMoney(c.payout, c.currency, viewer.locale)}</td>
          ) : null}
          {viewer.showRevenue ? (
            <td>{c.revenue === undefined ? '—' : formatMoney(c.revenue, c.currency, viewer.locale)}</td>
          ) : null}
          <td>
            {t(`status.${c.status}`)}
            {c.withheld ? <Muted as="div">{t('withheld')}</Muted> : null}
          </td>
          {viewer.isOwner ? (
            <td>
              <Actions>
                {c.status === 'pending' ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('action.approveOne', { clickId: c.click_id })}
                    onClick={() => onDecide(c, 'approved')}
                  >
                    {t('action.approve')}
                  </Button>
                ) : null}
                {c.status !== 'rejected' ? (
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('action.rejectOne', { clickId: c.click_id })}
                    onClick={() => onDecide(c, 'rejected')}
                  >
                    {t('action.reject')}
                  </Button>
                ) : null}
              </Actions>
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
