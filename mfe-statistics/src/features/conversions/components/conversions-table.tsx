import type { Conversion } from '@affnet/contracts';
import { formatMoney } from '@affnet/format';
import { Button, Muted, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Table, TableScroll } from '../../../components/table';
import type { Viewer } from '../../../hooks/use-viewer';
import { osLabel } from '../../../lib/report-keys';

export type StatusDecision = 'approved' | 'rejected';

const Actions = styled.div`
  display: flex;
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
  viewer: Viewer;
  onDecide: (conversion: Conversion, decision: StatusDecision) => void;
}) {
  const { t } = useTranslation('statistics');
  const times = useTimeFormat();
  const heads = [
    'time',
    'clickId',
    'offer',
    ...(viewer.isOwner ? ['publisher'] : []),
    'subIds',
    'country',
    'os',
    'ip',
    ...(viewer.showPayout ? ['payout'] : []),
    // What the owner calls revenue is the advertiser's cost.
    ...(viewer.showRevenue ? [viewer.isAdvertiser ? 'cost' : 'revenue'] : []),
    'status',
  ];
  return (
    <TableScroll tabIndex={0} role="region" aria-label={t('conversions')}>
      <Table>
        <caption>{t('conversions')}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" data-numeric={['payout', 'revenue', 'cost'].includes(head) || undefined}>
                {t(`column.${head}`)}
              </th>
            ))}
            {viewer.isOwner ? <th scope="col">{t('column.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {conversions.map((c) => (
            <tr key={c.id}>
              <td>{times.dateTime(c.created_at, true)}</td>
              <td>{c.click_id}</td>
              <td>{c.offer_name}</td>
              {viewer.isOwner ? <td>{c.publisher_name}</td> : null}
              <td>{c.sub_ids.filter(Boolean).join(', ')}</td>
              <td>{c.country ?? '—'}</td>
              <td>{osLabel(c.os, t)}</td>
              <td>{c.ip ?? '—'}</td>
              {viewer.showPayout ? (
                <td data-numeric>{c.payout === undefined ? '—' : formatMoney(c.payout, c.currency, viewer.locale)}</td>
              ) : null}
              {viewer.showRevenue ? (
                <td data-numeric>
                  {c.revenue === undefined ? '—' : formatMoney(c.revenue, c.currency, viewer.locale)}
                </td>
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
        </tbody>
      </Table>
    </TableScroll>
  );
}
