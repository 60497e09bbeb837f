import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

const Problem = styled.span`
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.85rem;
`;

/** A control under its label, with its validation message tied to it by aria-describedby. */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box>
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error ? (
        <Problem id={errorId} role="alert">
          {error}
        </Problem>
      ) : null}
    </Box>
  );
}
