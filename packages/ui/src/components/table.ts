import styled from 'styled-components';

/** The data table of the dashboard: full width, ruled rows, a muted caption; `.number` cells align to the end. */
export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { text-align: start; padding: 0.5rem; border-block-end: 1px solid ${(p) => p.theme.colors.border}; vertical-align: top; }
  th { white-space: nowrap; }
  td.number, th.number { text-align: end; }
  caption { text-align: start; color: ${(p) => p.theme.colors.muted}; padding-block-end: 0.5rem; }
`;

/** Lets a wide table scroll sideways instead of widening the page. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

/** A header button that sorts by its column; the th around it carries aria-sort. */
export const SortButton = styled.button`
  background: none;
  border: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: inherit;
  cursor: pointer;
  text-decoration: underline dotted;
`;

/** A URL shown whole: long ones wrap anywhere instead of widening the table. */
export const UrlText = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.85rem;
`;
