import { type InputHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { fieldBox } from './field-box';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  gap: 0.3rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

export const Input = styled.input`
  ${fieldBox}
  max-inline-size: 100%;
  min-height: 40px;
  padding: 0.5rem 0.75rem;
  &[aria-invalid='true'] { border-color: ${(p) => p.theme.colors.danger}; }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: 0.85rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.muted};
  font-size: 0.85rem;
`;

export type StatusTone = 'success' | 'danger' | 'muted';

const StatusLine = styled.p<{ $tone: StatusTone }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors[p.$tone]};
  &:empty { display: none; }
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
  /** A live line under the input, announced politely as it changes (e.g. "this id is available"). */
  status?: { text: string; tone: StatusTone };
}

/** A labelled input with its validation message, wired for screen readers. */
export function TextField({ label, error, hint, status, id, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const statusId = `${inputId}-status`;
  const describedBy = [status ? statusId : '', error || hint ? messageId : ''].filter(Boolean).join(' ');
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {status ? (
        <StatusLine id={statusId} role="status" $tone={status.tone}>
          {status.text}
        </StatusLine>
      ) : null}
      {error ? (
        <ErrorText id={messageId} role="alert">
          {error}
        </ErrorText>
      ) : hint ? (
        <Hint id={messageId}>{hint}</Hint>
      ) : null}
    </Field>
  );
}
