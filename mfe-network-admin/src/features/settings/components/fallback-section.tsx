import type { NetworkSettingsView } from '@affnet/contracts';
import { TextField } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveFallbackUrl } from '../api/save-fallback-url';
import { useSave } from '../hooks/use-save';
import { Section } from './section';

/** As the server checks it (settings/fallback.ts): an http(s) address with a host; the server has the last word. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a refused click goes (offer paused, expired, private or capped); empty: the network's own page. */
export function FallbackSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const saveFallback = useSaveFallbackUrl();
  const [url, setUrl] = useState(settings.fallback_url);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const value = url.trim();
    if (value !== '' && !isHttpUrl(value)) {
      setError(t('fallback.bad'));
      return false;
    }
    setError(null);
    const result = await run(() => saveFallback.mutateAsync(value), t('saved.fallback'));
    if (!result.ok) setError(result.error);
    return result.ok;
  };
  return (
    <Section title={t('fallback.title')} help={t('fallback.help')} onSave={save} busy={busy}>
      <TextField
        label={t('fallback.url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={url}
        hint={t('fallback.hint')}
        error={error}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
      />
    </Section>
  );
}
