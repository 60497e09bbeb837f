import styled, { css } from 'styled-components';
import { cssString } from './table-column';

/** What the styles need of a column, in the order of its cells. */
export interface ColumnLook {
  label: string;
  numeric: boolean;
  labelHidden: boolean;
  shown: boolean;
}

/**
 * The table's own frame: wide tables scroll sideways in here, never the page. It is the container the card
 * layout queries, so a table turns into cards by the room it has, whatever the sidebar takes.
 */
export const TableFrame = styled.div`
  container: data-table / inline-size;
  overflow-x: auto;
  margin-block-end: 1rem;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; outline-offset: 2px; }
`;

const HIDDEN_FROM_EYES = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const cell = (index: number) => `& > * > tr > :nth-child(${index + 1})`;
const bodyCell = (index: number) => `& > :is(tbody, tfoot) > tr > :nth-child(${index + 1})`;

/** Per column, by position: figures to the end, hidden columns gone (header, cells and footer alike). */
function columnRules(columns: ColumnLook[]): string {
  return columns
    .map((column, index) => {
      if (!column.shown) return `${cell(index)} { display: none; }`;
      if (column.numeric) return `${cell(index)} { text-align: end; font-variant-numeric: tabular-nums; }`;
      return '';
    })
    .join('\n');
}

/** On a narrow frame each row is a card of label / value lines; the header keeps only its sort buttons. */
function cardRules(columns: ColumnLook[]): string {
  const labels = columns
    .map((column, index) => {
      if (!column.shown) return '';
      // In a card a figure sits beside its label, not at the far end of the card.
      const start = column.numeric ? `${bodyCell(index)} { text-align: start; }` : '';
      if (column.labelHidden)
        return `${start} ${bodyCell(index)} { display: block; } ${bodyCell(index)}::before { content: none; }`;
      return `${start} ${bodyCell(index)}::before { content: ${cssString(column.label)}; }`;
    })
    .join('\n');
  return `@container data-table (max-width: 40rem) { ${labels} }`;
}

export const StyledTable = styled.table<{ $columns: ColumnLook[]; $cards: boolean }>`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
  th, td {
    text-align: start;
    /* Tight enough that the owner's ten conversion columns fit a 1280 px laptop beside the full sidebar. */
    padding: 0.5rem 0.45rem;
    border-block-end: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  thead th { white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 700; border-block-start: 2px solid ${(p) => p.theme.colors.border}; }
  ${(p) =>
    p.$cards &&
    css`
      @container data-table (max-width: 40rem) {
        &, & > caption, & > thead, & > tbody, & > tfoot, & > tbody > tr, & > tfoot > tr { display: block; }
        & > thead > tr { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; padding-block-end: 0.5rem; }
        & > thead > tr > th { border: none; padding: 0; }
        & > thead > tr > th:not([aria-sort]) { ${HIDDEN_FROM_EYES} }
        & > :is(tbody, tfoot) > tr {
          border: 1px solid ${p.theme.colors.border};
          border-radius: ${p.theme.radius};
          padding: 0.5rem 0.75rem;
          margin-block-end: 0.75rem;
        }
        & > :is(tbody, tfoot) > tr > * {
          display: grid;
          /* The label never breaks inside a word; the value takes the rest and wraps anywhere (URLs, emails). */
          grid-template-columns: minmax(min-content, 2fr) minmax(0, 3fr);
          column-gap: 0.75rem;
          padding: 0.25rem 0;
          border: none;
          text-align: start;
          white-space: normal;
          overflow-wrap: anywhere;
        }
        & > :is(tbody, tfoot) > tr > *::before {
          grid-column: 1;
          grid-row: 1 / span 4;
          overflow-wrap: normal;
          font-weight: 600;
          color: ${p.theme.colors.muted};
        }
      }
    `}
  ${(p) => (p.$cards ? cardRules(p.$columns) : '')}
  ${(p) => columnRules(p.$columns)}
`;
