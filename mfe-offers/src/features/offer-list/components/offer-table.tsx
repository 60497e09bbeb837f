import type { Offer, OfferQuery } from '@affnet/contracts';
import { osName } from '@affnet/format';
import { DataTable, type TableColumn } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccessBadge, StatusBadge } from '../../../components/offer-badges';
import { RequestAccessButton } from '../../../components/request-access-button';
import { formatOfferAmount } from '../../../lib/money';
import { amountOf, type MoneyColumn } from '../../../lib/offer-money';
import { isSortColumn, type SortColumn } from '../hooks/use-offer-query';

export interface OfferTableProps {
  offers: Offer[];
  caption: string;
  basePath: string;
  query: OfferQuery;
  onSort: (column: SortColumn) => void;
  /** The viewer's money columns (moneyColumnsOf); the first sorts by money. */
  moneyColumns: MoneyColumn[];
  showAccess: boolean;
}

const listOrAll = (values: string[], all: string) => (values.length ? values.join(', ') : all);

/** The offers of one page, one per row. */
export function OfferTable({ offers, caption, basePath, query, onSort, moneyColumns, showAccess }: OfferTableProps) {
  const { t, i18n } = useTranslation('offers');
  const column = (key: string, extra: Partial<TableColumn<string>> = {}): TableColumn<string> => ({
    key,
    label: t(`column.${key}`),
    ...extra,
  });
  const columns = [
    column('id', { optional: 'shown' }),
    column('name', { sortable: true }),
    column('status', { sortable: true }),
    column('visibility', { optional: 'shown' }),
    column('payoutType', { optional: 'shown' }),
    // The first money column sorts by money (the server ranks by the viewer's own figure).
    ...moneyColumns.map((money, i) => ({
      key: i === 0 ? 'payout' : money.field,
      label: t(money.label),
      sortable: i === 0,
    })),
    column('countries', { optional: 'shown' }),
    column('os', { optional: 'shown' }),
    column('categories', { optional: 'shown' }),
    ...(showAccess ? [column('access')] : []),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      chooserId="offers"
      sort={{
        column: query.sort,
        order: query.order,
        onSort: (key) => {
          if (isSortColumn(key)) onSort(key);
        },
        titleFor: (label) => t('table.sortBy', { column: label }),
      }}
    >
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
          {moneyColumns.map((money) => {
            const amount = amountOf(offer, money);
            return (
              <td key={money.field}>{amount === undefined ? '—' : formatOfferAmount(offer, amount, i18n.language)}</td>
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
          {showAccess ? <td>{offer.visibility === 'public' ? null : <AccessCell offer={offer} />}</td> : null}
        </tr>
      ))}
    </DataTable>
  );
}

function AccessCell({ offer }: { offer: Offer }) {
  const access = offer.access ?? 'none';
  if (offer.visibility === 'approval' && access === 'none') return <RequestAccessButton offer={offer} />;
  return <AccessBadge access={access} />;
}
