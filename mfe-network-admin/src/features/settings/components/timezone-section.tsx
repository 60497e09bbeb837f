import type { NetworkSettingsView } from '@affnet/contracts';
import { useTheme } from '@affnet/core';
import { Muted, Select, TextField } from '@affnet/ui';
import { useId, useMemo, useState } from 'react';
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
  const { busy, run } = useSave();
  const saveZone = useSaveTimeZone();
  const selectId = useId();
  const [zone, setZone] = useState(settings.current_timezone);
  const [search, setSearch] = useState('');
  const zones = useMemo(() => timeZoneList(settings.current_timezone), [settings.current_timezone]);
  const shown = useMemo(() => matchZones(zones, search, zone), [zones, search, zone]);
  const onSearch = (value: string) => {
    setSearch(value);
    const first = matchZones(zones, value, '')[0];
    if (value && first) setZone(first);
  };
  const save = async () => {
    const result = await run(() => saveZone.mutateAsync(zone), t('saved.timezone'));
    // Every page shows times in this zone: from now on, not after the next sign-in.
    if (result.ok) useTheme.getState().setTimeZone(zone);
    return result.ok;
  };
  return (
    <Section title={t('tz.title')} help={t('tz.help')} onSave={save} busy={busy}>
      <TextField type="search" label={t('tz.search')} value={search} onChange={(e) => onSearch(e.target.value)} />
      <label htmlFor={selectId}>{t('tz.zone')}</label>
      {shown.length === 0 ? (
        <Muted role="status">{t('tz.none')}</Muted>
      ) : (
        <ZoneSelect id={selectId} value={zone} onChange={(e) => setZone(e.target.value)}>
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
