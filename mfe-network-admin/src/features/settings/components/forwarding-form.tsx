import { FORWARDING_MODES, type ForwardingInput } from '@affnet/contracts';
import { Button, type FieldRule, FormTextField, Select, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SaveOutcome } from '../hooks/use-save';

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
  onSubmit: (input: ForwardingInput) => Promise<SaveOutcome<unknown>>;
}

/** An http(s) address with a host (the server checks it fully). */
const forwardingUrl: FieldRule<unknown> = (value) =>
  /^https?:\/\/[^\s/?#]+/i.test(value.trim()) ? null : { key: 'settings:fw.badUrl' };

/** Mode and URL of one forwarding, validated before it is sent. */
export function ForwardingForm({ initial, submitLabel, busy, onSubmit }: FormProps) {
  const { t } = useTranslation('settings');
  const modeId = useId();
  const form = useValidatedForm<ForwardingInput>({
    defaultValues: { mode: initial?.mode ?? 'all', url: initial?.url ?? '' },
    rules: { url: [forwardingUrl] },
  });
  const submit = form.submit(async ({ mode, url }) => {
    const result = await onSubmit({ mode, url: url.trim() });
    // A new forwarding's form is ready for the next one (the mode stays as chosen).
    if (result.ok && !initial) form.resetField('url');
    if (!result.ok && result.field === 'url') form.showServerError('url', result.error);
  });
  return (
    <Form onSubmit={submit} noValidate aria-label={submitLabel}>
      <div>
        <label htmlFor={modeId}>{t('fw.mode')}</label>
        <Select id={modeId} {...form.register('mode')}>
          {FORWARDING_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`fw.mode.${m}`)}
            </option>
          ))}
        </Select>
      </div>
      <FormTextField label={t('fw.url')} {...form.field('url')} />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
