import styled from 'styled-components';

/** A scrollable frame for wide tables, focusable so keyboard users can scroll it. */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin: 0 0 1rem;
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.focus}; }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
  th, td {
    padding: 0.45rem 0.6rem;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th { font-weight: 600; }
  td[data-numeric], th[data-numeric] { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot th, tfoot td { font-weight: 700; border-top: 2px solid ${(p) => p.theme.colors.border}; }
`;

export const SectionTitle = styled.h2`
  font-size: 1.15rem;
  margin: 1.5rem 0 0.75rem;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem;
  margin-bottom: 1rem;
  label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; font-size: 0.9rem; }
`;
