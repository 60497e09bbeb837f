import type { NetworkSettingsView } from '@affnet/contracts';
import { type FieldRule, FormTextField, useValidatedForm } from '@affnet/ui';
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

/** Empty (the network's own page) or an http(s) address. */
const fallbackUrl: FieldRule<unknown> = (value) =>
  value.trim() === '' || isHttpUrl(value.trim()) ? null : { key: 'settings:fallback.bad' };

/** Where a refused click goes (offer paused, expired, private or capped); empty: the network's own page. */
export function FallbackSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const saveFallback = useSaveFallbackUrl();
  const form = useValidatedForm({ defaultValues: { url: settings.fallback_url }, rules: { url: [fallbackUrl] } });
  const save = form.submit(async (values) => {
    const result = await run(saveFallback.mutateAsync(values.url.trim()), t('saved.fallback'));
    if (result.ok) form.reset(values);
    else form.showServerError('url', result.error);
  });
  return (
    <Section
      title={t('fallback.title')}
      help={t('fallback.help')}
      form={{ onSubmit: save, dirty: form.formState.isDirty, busy: saveFallback.isPending }}
    >
      <FormTextField
        label={t('fallback.url')}
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={t('fallback.hint')}
        {...form.field('url')}
      />
    </Section>
  );
}
