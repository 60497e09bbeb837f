import { FORWARDING_MODES, type ForwardingInput, type ForwardingMode } from '@affnet/contracts';
import { Button, Select, TextField } from '@affnet/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SaveFailure } from '../hooks/use-save';

/** Mode, URL and the button side by side where they fit; on a phone they wrap instead of widening the page. */
const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: start;
  & > div { flex: 1 1 12rem; min-inline-size: 0; }
  & > div:first-child { flex-basis: 10rem; max-inline-size: 14rem; }
  label { display: block; font-weight: 600; font-size: 0.9rem; margin-block-end: 0.3rem; }
  button { margin-block-start: 1.6rem; }
`;

interface FormProps {
  initial?: ForwardingInput;
  submitLabel: string;
  busy: boolean;
  /** Saves; a refusal about the URL comes back to be shown on the URL field. */
  onSubmit: (input: ForwardingInput) => Promise<{ ok: true } | SaveFailure>;
}

/** Mode and URL of one forwarding, validated before it is sent. */
export function ForwardingForm({ initial, submitLabel, busy, onSubmit }: FormProps) {
  const { t } = useTranslation('settings');
  const modeId = useId();
  const [mode, setMode] = useState<ForwardingMode>(initial?.mode ?? 'all');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^https?:\/\/[^\s/?#]+/i.test(url.trim())) {
      setError(t('fw.badUrl'));
      return;
    }
    setError(null);
    const result = await onSubmit({ mode, url: url.trim() });
    if (result.ok && !initial) setUrl('');
    if (!result.ok && result.field === 'url') setError(result.error);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={submitLabel}>
      <div>
        <label htmlFor={modeId}>{t('fw.mode')}</label>
        <Select id={modeId} value={mode} onChange={(e) => setMode(e.target.value as ForwardingMode)}>
          {FORWARDING_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`fw.mode.${m}`)}
            </option>
          ))}
        </Select>
      </div>
      <TextField
        label={t('fw.url')}
        value={url}
        error={error}
        onChange={(e) => {
          setUrl(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
