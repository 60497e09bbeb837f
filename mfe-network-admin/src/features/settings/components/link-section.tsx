import type { NetworkSettingsView } from '@affnet/contracts';
import { Button, TextField } from '@affnet/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSaveLinkSettings } from '../api/save-link-settings';
import { useSave } from '../hooks/use-save';
import { exampleLink, type LinkForm, linkErrors } from '../lib/link-example';
import { Section } from './section';

/** Name, value and Remove in a row where they fit; on a phone they wrap instead of widening the page. */
const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  & > div { flex: 1 1 10rem; min-inline-size: 0; }
`;

const Example = styled.output`
  display: block;
  font-family: monospace;
  overflow-wrap: anywhere;
  margin-block-end: 1rem;
`;

/** Where the server's refusal of a link field is shown; anything else goes under the template. */
const SERVER_FIELDS: Record<string, string> = {
  parameter: 'parameter',
  customParameters: 'custom0',
  network_publisher_setting_string: 'server',
};

export function LinkSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const saveLink = useSaveLinkSettings();
  const [form, setForm] = useState<LinkForm>({
    parameter: settings.parameter,
    customParameters: settings.customParameters,
    network_publisher_setting_string: settings.network_publisher_setting_string,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const exampleId = useId();
  const setCustom = (index: number, change: Partial<{ name: string; value: string }>) =>
    setForm((f) => ({
      ...f,
      customParameters: f.customParameters.map((p, i) => (i === index ? { ...p, ...change } : p)),
    }));
  const save = async () => {
    const found = linkErrors(form, (key, options) => t(key, { ...options }));
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const result = await run(() => saveLink.mutateAsync(form), t('saved.link'));
    if (!result.ok) setErrors({ [SERVER_FIELDS[result.field ?? ''] ?? 'server']: result.error });
    return result.ok;
  };
  const domain = settings.domain.tracking ?? settings.domain.dashboard;
  return (
    <Section title={t('link.title')} help={t('link.help')} onSave={save} busy={busy}>
      <TextField
        label={t('link.parameter')}
        value={form.parameter}
        placeholder="aff_sub1"
        error={errors.parameter}
        onChange={(e) => setForm({ ...form, parameter: e.target.value })}
      />
      <fieldset>
        <legend>{t('link.custom')}</legend>
        {form.customParameters.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is their identity
          <Pair key={i}>
            <TextField
              label={t('link.customName', { n: i + 1 })}
              value={p.name}
              error={errors[`custom${i}`]}
              onChange={(e) => setCustom(i, { name: e.target.value })}
            />
            <TextField
              label={t('link.customValue', { n: i + 1 })}
              value={p.value}
              onChange={(e) => setCustom(i, { value: e.target.value })}
            />
            <Button
              type="button"
              $variant="secondary"
              aria-label={t('link.removeCustom', { n: i + 1 })}
              onClick={() => setForm({ ...form, customParameters: form.customParameters.filter((_, j) => j !== i) })}
            >
              ×
            </Button>
          </Pair>
        ))}
        <Button
          type="button"
          $variant="link"
          onClick={() => setForm({ ...form, customParameters: [...form.customParameters, { name: '', value: '' }] })}
        >
          {t('link.addCustom')}
        </Button>
      </fieldset>
      <TextField
        label={t('link.string')}
        value={form.network_publisher_setting_string}
        placeholder="source={aff_id}"
        error={errors.server}
        onChange={(e) => setForm({ ...form, network_publisher_setting_string: e.target.value })}
      />
      <p id={exampleId}>{t('link.example')}</p>
      <Example aria-labelledby={exampleId} aria-live="polite">
        {exampleLink(domain, form)}
      </Example>
    </Section>
  );
}
