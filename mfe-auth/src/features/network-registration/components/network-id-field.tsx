import { type FormTextFieldProps, type StatusTone, TextField, useFieldMessage } from '@affnet/ui';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Availability } from '../hooks/use-network-id-availability';

const TONE: Record<Availability, StatusTone> = {
  idle: 'muted',
  checking: 'muted',
  available: 'success',
  taken: 'danger',
  unknown: 'muted',
};

interface NetworkIdFieldProps extends Omit<FormTextFieldProps, 'label'> {
  /** The id as typed so far (lower-cased), for the availability line. */
  typed: string;
  availability: Availability;
}

/** The network id input with its rule, and a live "available / already taken" line as the user types. */
export function NetworkIdField({ typed, availability, error, onChange, ...input }: NetworkIdFieldProps) {
  const { t } = useTranslation('auth');
  const label = t('field.networkId');
  const status = availability === 'idle' ? '' : t(`network.${availability}`, { id: typed });
  const message = useFieldMessage(error, label);
  // An id is the slug of a host name: it is typed in lower case whatever the keyboard sends.
  const lowerCased = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.toLowerCase();
    onChange?.(event);
  };
  return (
    <TextField
      label={label}
      required
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      error={message}
      hint={t('network.idHint')}
      status={{ text: status, tone: TONE[availability] }}
      aria-invalid={error || availability === 'taken' ? true : undefined}
      onChange={lowerCased}
      {...input}
    />
  );
}
