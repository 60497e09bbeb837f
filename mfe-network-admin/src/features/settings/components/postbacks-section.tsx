import type { NetworkSettingsView } from '@affnet/contracts';
import { Muted, TextField } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePostbackSettings } from '../api/save-postback-settings';
import { useSave } from '../hooks/use-save';
import { Check } from './check';
import { Section } from './section';

export function PostbacksSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const savePostbacks = useSavePostbackSettings();
  const [approval, setApproval] = useState(settings.postback_approval);
  const [retention, setRetention] = useState(String(settings.export_retention_days));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const days = Number(retention);
    if (!/^\d+$/.test(retention.trim()) || days < 1 || days > 90) {
      setError(t('pb.badRetention'));
      return false;
    }
    setError(null);
    const result = await run(
      () => savePostbacks.mutateAsync({ postback_approval: approval, export_retention_days: days }),
      t('saved.postbacks'),
    );
    return result.ok;
  };
  return (
    <Section title={t('pb.title')} onSave={save} busy={busy}>
      <Check label={t('pb.approval')} checked={approval} onChange={setApproval} />
      <Muted>{t('pb.privateRefused')}</Muted>
      <TextField
        label={t('pb.retention')}
        type="number"
        min={1}
        max={90}
        value={retention}
        error={error}
        onChange={(e) => setRetention(e.target.value)}
      />
    </Section>
  );
}
