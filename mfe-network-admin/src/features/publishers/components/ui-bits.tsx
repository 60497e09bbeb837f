import styled from 'styled-components';
import '../i18n/publishers';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-block: 1rem;
  > * { margin-bottom: 0; }
`;

export const Section = styled.section`
  border-top: 1px solid ${(p) => p.theme.colors.border};
  padding-block: 1rem;
  h2 { font-size: 1.1rem; margin: 0 0 0.75rem; }
`;
