import type { NetworkSettingsView } from '@affnet/contracts';
import { useTheme } from '@affnet/core';
import { Muted, Select, TextField, useValidatedForm } from '@affnet/ui';
import { useId, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveTimeZone } from '../api/save-time-zone';
import { useSave } from '../hooks/use-save';
import { matchZones, timeZoneList } from '../lib/time-zones';
import { Section } from './section';

const ZoneSelect = styled(Select)`
  margin-block: 0.3rem 1rem;
`;

export function TimeZoneSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const saveZone = useSaveTimeZone();
  const selectId = useId();
  // Every zone offered is one the server takes: nothing to check before sending.
  const form = useValidatedForm({ defaultValues: { zone: settings.current_timezone }, rules: {} });
  // Held by React, not by the element: the options change as the search narrows them.
  const { field: zoneField } = useController({ control: form.control, name: 'zone' });
  const zone = zoneField.value;
  // The search only narrows the list: it is not a setting, so it is no part of the form's values.
  const [search, setSearch] = useState('');
  const zones = useMemo(() => timeZoneList(settings.current_timezone), [settings.current_timezone]);
  const shown = useMemo(() => matchZones(zones, search, zone), [zones, search, zone]);
  const onSearch = (value: string) => {
    setSearch(value);
    const first = matchZones(zones, value, '')[0];
    if (value && first) form.setValue('zone', first, { shouldDirty: true });
  };
  const save = form.submit(async (values) => {
    const result = await run(saveZone.mutateAsync(values.zone), t('saved.timezone'));
    if (!result.ok) return;
    form.reset(values);
    // Every page shows times in this zone: from now on, not after the next sign-in.
    useTheme.getState().setTimeZone(values.zone);
  });
  return (
    <Section
      title={t('tz.title')}
      help={t('tz.help')}
      form={{ onSubmit: save, dirty: form.formState.isDirty, busy: saveZone.isPending }}
    >
      <TextField type="search" label={t('tz.search')} value={search} onChange={(e) => onSearch(e.target.value)} />
      <label htmlFor={selectId}>{t('tz.zone')}</label>
      {shown.length === 0 ? (
        <Muted role="status">{t('tz.none')}</Muted>
      ) : (
        <ZoneSelect id={selectId} {...zoneField}>
          {shown.map((name) => (
            <option key={name} value={name}>
              {name.replace(/_/g, ' ')}
            </option>
          ))}
        </ZoneSelect>
      )}
    </Section>
  );
}
