import styled from 'styled-components';

export type BadgeTone = 'success' | 'danger' | 'muted' | 'primary';

/** A short state word (an offer's status, a publisher's access) in a coloured outline. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  border: 1px solid ${(p) => p.theme.colors[p.$tone]};
  color: ${(p) => p.theme.colors[p.$tone === 'muted' ? 'text' : p.$tone]};
  font-size: 0.8rem;
  font-weight: 600;
  white-space: nowrap;
`;
