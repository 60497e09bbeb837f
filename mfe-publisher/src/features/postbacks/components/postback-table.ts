import styled from 'styled-components';

/** The tables of the postbacks area: the list and the delivery log. */
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
  margin-bottom: 1rem;
`;

/** A URL shown whole: long ones wrap anywhere instead of widening the table. */
export const UrlText = styled.code`
  overflow-wrap: anywhere;
  font-size: 0.85rem;
`;

export type BadgeTone = 'success' | 'danger' | 'primary';

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors[p.$tone]};
  color: ${(p) => p.theme.colors[p.$tone]};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
