import type { NetworkStatus } from '@affnet/contracts';
import { Select } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  margin-bottom: 1rem;
  label { font-weight: 600; font-size: 0.9rem; }
`;

interface StatusFieldProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Adds an "All" choice with the value ''. */
  withAll?: boolean;
}

/** A labelled select of network statuses. */
export function StatusField<T extends NetworkStatus | ''>({ label, value, onChange, withAll }: StatusFieldProps<T>) {
  const { t } = useTranslation('networks');
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {withAll ? <option value="">{t('allStatuses')}</option> : null}
        <option value="active">{t('active')}</option>
        <option value="inactive">{t('inactive')}</option>
      </Select>
    </Field>
  );
}
