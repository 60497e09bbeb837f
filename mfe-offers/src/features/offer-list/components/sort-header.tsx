import type { OfferQuery } from '@affnet/contracts';
import { SortButton } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { SortColumn } from '../hooks/use-offer-query';

interface SortHeaderProps {
  column: SortColumn;
  label: string;
  query: OfferQuery;
  onSort: (column: SortColumn) => void;
}

/** A column header that sorts the list; aria-sort tells screen readers the current order. */
export function SortHeader({ column, label, query, onSort }: SortHeaderProps) {
  const { t } = useTranslation('offers');
  const sorted = query.sort === column;
  const ariaSort = sorted ? (query.order === 'desc' ? 'descending' : 'ascending') : 'none';
  const arrow = sorted ? (query.order === 'desc' ? ' ▼' : ' ▲') : '';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <SortButton type="button" onClick={() => onSort(column)} title={t('table.sortBy', { column: label })}>
        {label}
        <span aria-hidden="true">{arrow}</span>
      </SortButton>
    </th>
  );
}
