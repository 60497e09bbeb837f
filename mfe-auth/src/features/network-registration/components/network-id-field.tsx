import { Input } from '@affnet/ui';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RuleError } from '../../../lib/validation-rules';
import type { Availability } from '../hooks/use-network-id-availability';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.9rem;
`;

const Line = styled.p<{ $tone: 'danger' | 'success' | 'muted' }>`
  margin: 0;
  font-size: 0.85rem;
  color: ${(p) => p.theme.colors[p.$tone]};
  &:empty { display: none; }
`;

const TONE: Record<Availability, 'danger' | 'success' | 'muted'> = {
  idle: 'muted',
  checking: 'muted',
  available: 'success',
  taken: 'danger',
  unknown: 'muted',
};

interface NetworkIdFieldProps {
  name: string;
  value: string;
  error: RuleError | null;
  availability: Availability;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The network id input with its rule, and a live "available / already taken" line as the user types. */
export function NetworkIdField({ name, value, error, availability, onChange, onBlur }: NetworkIdFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const label = t('field.networkId');
  const status = availability === 'idle' ? '' : t(`network.${availability}`, { id: value });
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        value={value}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error || availability === 'taken' ? true : undefined}
        aria-describedby={`${id}-status ${id}-message`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toLowerCase())}
        onBlur={onBlur}
      />
      <Line id={`${id}-status`} role="status" $tone={TONE[availability]}>
        {status}
      </Line>
      {error ? (
        <Line id={`${id}-message`} role="alert" $tone="danger">
          {t(error.key, { field: label, max: error.max })}
        </Line>
      ) : (
        <Line id={`${id}-message`} $tone="muted">
          {t('network.idHint')}
        </Line>
      )}
    </Field>
  );
}
