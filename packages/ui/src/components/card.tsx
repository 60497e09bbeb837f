import styled from 'styled-components';

export const Card = styled.section`
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  /* A phone keeps its few pixels for the content. */
  padding: clamp(0.75rem, 4vw, 1.5rem);
`;

export const PageTitle = styled.h1`
  font-size: 1.5rem;
  margin: 0 0 1rem;
`;

export const Muted = styled.p`
  color: ${(p) => p.theme.colors.muted};
  margin: 0 0 1rem;
`;

export const Alert = styled.div<{ $tone?: 'danger' | 'info' | 'success' }>`
  padding: 0.75rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  border: 1px solid ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.$tone === 'success' ? p.theme.colors.success : p.theme.colors.border)};
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.$tone === 'success' ? p.theme.colors.success : p.theme.colors.text)};
  background: ${(p) => p.theme.colors.surface};
  margin-bottom: 1rem;
`;
