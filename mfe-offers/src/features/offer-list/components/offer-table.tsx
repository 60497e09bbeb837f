import type { Offer, OfferAccess, OfferQuery } from '@affnet/contracts';
import { osName } from '@affnet/format';
import { Table as BaseTable, TableScroll } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AccessBadge, StatusBadge } from '../../../components/offer-badges';
import { RequestAccessButton } from '../../../components/request-access-button';
import { formatOfferAmount } from '../../../lib/money';
import { amountOf, type MoneyColumn } from '../../../lib/offer-money';
import type { SortColumn } from '../hooks/use-offer-query';
import { SortHeader } from './sort-header';

/** The shared table with the theme's colour on its links. */
export const Table = styled(BaseTable)`
  a { color: ${(p) => p.theme.colors.primary}; }
`;

export interface OfferTableProps {
  offers: Offer[];
  caption: string;
  basePath: string;
  query: OfferQuery;
  onSort: (column: SortColumn) => void;
  /** The viewer's money columns (moneyColumnsOf); the first sorts by money. */
  moneyColumns: MoneyColumn[];
  showAccess: boolean;
  onAccess: (offerId: number, access: OfferAccess) => void;
}

const listOrAll = (values: string[], all: string) => (values.length ? values.join(', ') : all);

/** The offers of one page, one per row. */
export function OfferTable({
  offers,
  caption,
  basePath,
  query,
  onSort,
  moneyColumns,
  showAccess,
  onAccess,
}: OfferTableProps) {
  const { t, i18n } = useTranslation('offers');
  const sortable = (column: SortColumn, label: string) => (
    <SortHeader column={column} label={label} query={query} onSort={onSort} />
  );
  return (
    <TableScroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.id')}</th>
            {sortable('name', t('column.name'))}
            {sortable('status', t('column.status'))}
            <th scope="col">{t('column.visibility')}</th>
            <th scope="col">{t('column.payoutType')}</th>
            {moneyColumns.map((column, i) =>
              i === 0 ? (
                <SortHeader key={column.field} column="payout" label={t(column.label)} query={query} onSort={onSort} />
              ) : (
                <th key={column.field} scope="col">
                  {t(column.label)}
                </th>
              ),
            )}
            <th scope="col">{t('column.countries')}</th>
            <th scope="col">{t('column.os')}</th>
            <th scope="col">{t('column.categories')}</th>
            {showAccess ? <th scope="col">{t('column.access')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.id}>
              <td>{offer.id}</td>
              <td>
                <Link to={`${basePath}/${offer.id}`}>{offer.name}</Link>
              </td>
              <td>
                <StatusBadge status={offer.status} />
              </td>
              <td>{t(`visibility.${offer.visibility}`)}</td>
              <td>{t(`payoutType.${offer.payout_type}`)}</td>
              {moneyColumns.map((column) => {
                const amount = amountOf(offer, column);
                return (
                  <td key={column.field}>
                    {amount === undefined ? '—' : formatOfferAmount(offer, amount, i18n.language)}
                  </td>
                );
              })}
              <td>{listOrAll(offer.countries, t('all'))}</td>
              <td>
                {listOrAll(
                  offer.os.map((os) => osName(os) ?? t('os.other')),
                  t('all'),
                )}
              </td>
              <td>{offer.categories.join(', ')}</td>
              {showAccess ? (
                <td>{offer.visibility === 'public' ? null : <AccessCell offer={offer} onAccess={onAccess} />}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

function AccessCell({ offer, onAccess }: { offer: Offer; onAccess: OfferTableProps['onAccess'] }) {
  const access = offer.access ?? 'none';
  if (offer.visibility === 'approval' && access === 'none')
    return <RequestAccessButton offer={offer} onRequested={(next) => onAccess(offer.id, next)} />;
  return <AccessBadge access={access} />;
}
