import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { fieldBox } from './field-box';

export const Select = styled.select`
  ${fieldBox}
  /* A long option (a time zone, an offer's name) must not make the select wider than its column. */
  max-inline-size: 100%;
  min-height: 36px;
  padding: 0.35rem 0.5rem;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  gap: 0.3rem;
  margin-block-end: 1rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.85rem;
`;

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
  /** The message of a refused value, shown under the select and tied to it for screen readers. */
  error?: string | null;
}

/** A select with its label above it and, when refused, its message under it. */
export function SelectField({ label, children, id, error, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const messageId = `${selectId}-message`;
  return (
    <Field>
      <label htmlFor={selectId}>{label}</label>
      <Select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...select}
      >
        {children}
      </Select>
      {error ? (
        <ErrorText id={messageId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
