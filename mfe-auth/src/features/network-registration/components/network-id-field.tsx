import { type StatusTone, TextField } from '@affnet/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../components/form-field';
import type { RuleError } from '../../../lib/validation-rules';
import type { Availability } from '../hooks/use-network-id-availability';

const TONE: Record<Availability, StatusTone> = {
  idle: 'muted',
  checking: 'muted',
  available: 'success',
  taken: 'danger',
  unknown: 'muted',
};

interface NetworkIdFieldProps {
  name: string;
  value: string;
  error: RuleError | string | null;
  availability: Availability;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The network id input with its rule, and a live "available / already taken" line as the user types. */
export function NetworkIdField({ name, value, error, availability, onChange, onBlur }: NetworkIdFieldProps) {
  const { t } = useTranslation('auth');
  const label = t('field.networkId');
  const status = availability === 'idle' ? '' : t(`network.${availability}`, { id: value });
  const message = useFieldMessage(error, label);
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      required
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      error={message}
      hint={t('network.idHint')}
      status={{ text: status, tone: TONE[availability] }}
      aria-invalid={error || availability === 'taken' ? true : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toLowerCase())}
      onBlur={onBlur}
    />
  );
}
