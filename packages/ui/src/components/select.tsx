import styled from 'styled-components';

export const Select = styled.select`
  min-height: 36px;
  padding: 0.35rem 0.5rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
`;
