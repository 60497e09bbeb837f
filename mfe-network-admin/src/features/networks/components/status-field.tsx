import type { NetworkStatus } from '@affnet/contracts';
import { SelectField } from '@affnet/ui';
import { useTranslation } from 'react-i18next';

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
  return (
    <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
      {withAll ? <option value="">{t('allStatuses')}</option> : null}
      <option value="active">{t('active')}</option>
      <option value="inactive">{t('inactive')}</option>
    </SelectField>
  );
}
