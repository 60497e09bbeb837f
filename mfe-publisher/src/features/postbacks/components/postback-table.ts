import styled from 'styled-components';

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
