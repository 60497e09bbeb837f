import type { NetworkSettingsView } from '@affnet/contracts';
import { HOST_PATTERN } from '@affnet/contracts';
import { Alert, TextField } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveDomains } from '../api/save-domains';
import { useSave } from '../hooks/use-save';
import { Section } from './section';

const HOST = new RegExp(HOST_PATTERN);

export function DomainsSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const saveDomains = useSaveDomains();
  const [dashboard, setDashboard] = useState(settings.domain.dashboard);
  const [tracking, setTracking] = useState(settings.domain.tracking ?? '');
  const [saved, setSaved] = useState(settings.domain.dashboard);
  const [errors, setErrors] = useState<{ dashboard?: string; tracking?: string }>({});
  const moving = dashboard.trim() !== saved;
  const save = async () => {
    const found = {
      dashboard: HOST.test(dashboard.trim()) ? undefined : t('domain.bad'),
      tracking: tracking.trim() === '' || HOST.test(tracking.trim()) ? undefined : t('domain.bad'),
    };
    setErrors(found);
    if (found.dashboard || found.tracking) return false;
    const result = await run(
      () => saveDomains.mutateAsync({ dashboard: dashboard.trim(), tracking: tracking.trim() }),
      t('saved.domains'),
    );
    if (result.ok) setSaved(dashboard.trim());
    else setErrors(result.field === 'tracking' ? { tracking: result.error } : { dashboard: result.error });
    return result.ok;
  };
  return (
    <Section title={t('domain.title')} onSave={save} busy={busy}>
      <TextField
        label={t('domain.dashboard')}
        value={dashboard}
        error={errors.dashboard}
        onChange={(e) => {
          setDashboard(e.target.value);
          setErrors({ ...errors, dashboard: undefined });
        }}
      />
      {moving ? (
        <Alert $tone="info" role="status">
          {t('domain.warning', { domain: dashboard.trim() })}
        </Alert>
      ) : null}
      <TextField
        label={t('domain.tracking')}
        value={tracking}
        hint={t('domain.trackingHint')}
        error={errors.tracking}
        onChange={(e) => {
          setTracking(e.target.value);
          setErrors({ ...errors, tracking: undefined });
        }}
      />
    </Section>
  );
}
