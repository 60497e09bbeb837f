import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  gap: 0.25rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

/** A filter control under its label; `children` receives the id that ties them together. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </Box>
  );
}
