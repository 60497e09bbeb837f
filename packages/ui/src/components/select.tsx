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

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  children: ReactNode;
}

/** A select with its label above it. */
export function SelectField({ label, children, id, ...select }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={selectId}>{label}</label>
      <Select id={selectId} {...select}>
        {children}
      </Select>
    </Field>
  );
}
