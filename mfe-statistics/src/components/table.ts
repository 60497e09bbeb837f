import styled from 'styled-components';

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
