import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { text-align: start; padding: 0.5rem; border-bottom: 1px solid ${(p) => p.theme.colors.border}; vertical-align: top; }
  th { white-space: nowrap; }
  caption { text-align: start; color: ${(p) => p.theme.colors.muted}; padding-bottom: 0.5rem; }
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

/** A URL shown whole: long ones wrap anywhere instead of widening the table. */
export const UrlText = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.85rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const Urls = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.5rem;
  dt { font-weight: 600; }
  dd { margin: 0; }
`;
