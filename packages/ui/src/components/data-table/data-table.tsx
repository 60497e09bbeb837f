import type { ReactNode } from 'react';
import { SortButton } from '../table';
import { ColumnChooser } from './column-chooser';
import type { TableColumn, TableSort } from './table-column';
import { StyledTable, TableFrame } from './table-styles';
import { isShown, useColumnChoice } from './use-column-choice';

export interface DataTableProps<K extends string = string> {
  /** The table's name: its caption and the name of its scrolling frame. */
  caption: string;
  /** The caption is read by screen readers only (a heading above already names the table). */
  captionHidden?: boolean;
  /** The columns in the order of each row's cells. */
  columns: TableColumn<K>[];
  /** The rows: `<tr>` elements with one cell per column, in the columns' order. */
  children: ReactNode;
  /** Rows under the body (totals), one cell per column as well. */
  footer?: ReactNode;
  sort?: TableSort<K>;
  /**
   * Where there is no room for every column: `'cards'` (each row a card of label / value lines) or `'scroll'`
   * (the table scrolls sideways inside its own frame, for tables read across, like figures).
   */
  narrow?: 'cards' | 'scroll';
  /** Remembers the user's choice of optional columns under this name and offers the column chooser. */
  chooserId?: string;
}

/**
 * The one data table of the product. It never widens the page: on a narrow frame its rows become cards (or it
 * scrolls inside its frame), a column chooser lets the user drop the columns he does not read, and cells take
 * their alignment and card labels from the column list by position, so rows stay plain `<tr>` markup.
 */
export function DataTable<K extends string>({
  caption,
  captionHidden,
  columns,
  children,
  footer,
  sort,
  narrow = 'cards',
  chooserId,
}: DataTableProps<K>) {
  const { choice, setShown } = useColumnChoice(chooserId);
  const looks = columns.map((column) => ({
    label: column.label,
    numeric: column.numeric === true,
    labelHidden: column.labelHidden === true,
    shown: isShown(column, choice),
  }));
  return (
    <>
      {chooserId ? <ColumnChooser table={caption} columns={columns} choice={choice} onChange={setShown} /> : null}
      {/* A frame that may scroll takes focus, so keyboard users can scroll it. */}
      <TableFrame tabIndex={0} role="region" aria-label={caption}>
        <StyledTable $columns={looks} $cards={narrow === 'cards'}>
          <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <ColumnHeader key={column.key} column={column} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
          {footer ? <tfoot>{footer}</tfoot> : null}
        </StyledTable>
      </TableFrame>
    </>
  );
}

function ColumnHeader<K extends string>({ column, sort }: { column: TableColumn<K>; sort: TableSort<K> | undefined }) {
  const label = column.labelHidden ? <span className="visually-hidden">{column.label}</span> : column.label;
  if (!column.sortable || !sort) return <th scope="col">{label}</th>;
  const sorted = sort.column === column.key;
  const order = sorted ? (sort.order === 'desc' ? 'descending' : 'ascending') : 'none';
  return (
    <th scope="col" aria-sort={order}>
      <SortButton type="button" onClick={() => sort.onSort(column.key)} title={sort.titleFor?.(column.label)}>
        {column.label}
        <span aria-hidden="true">{sorted ? (sort.order === 'desc' ? ' ▼' : ' ▲') : ''}</span>
      </SortButton>
    </th>
  );
}
