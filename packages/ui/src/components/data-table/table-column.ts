/** One column of a DataTable: its key (stable, for sorting and the remembered choice), its header and how it shows. */
export interface TableColumn<K extends string = string> {
  key: K;
  /** The header text; also the label of the value on a phone's card. */
  label: string;
  /** Figures align to the end of the cell. */
  numeric?: boolean;
  /** The header has a sort button (the table's `sort` says the current order). */
  sortable?: boolean;
  /** The header is read by screen readers only, and the card shows the value without a label (row actions). */
  labelHidden?: boolean;
  /** The user may hide or show the column in the column chooser: `'shown'` or `'hidden'` until they choose. */
  optional?: 'shown' | 'hidden';
}

export interface TableSort<K extends string = string> {
  /** The column sorted by, if any; ascending unless `order` says otherwise. */
  column?: string;
  order?: 'asc' | 'desc';
  onSort: (column: K) => void;
  /** The button's tooltip, e.g. "Sort by Name". */
  titleFor?: (label: string) => string;
}

/** The column's text as a CSS string (for the card's label). */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\A ')}"`;
}
