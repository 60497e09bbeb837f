import type { NetworkSettingsView } from '@affnet/contracts';
import { HOST_PATTERN } from '@affnet/contracts';
import { Alert, type FieldRule, FormTextField, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useSaveDomains } from '../api/save-domains';
import { useSave } from '../hooks/use-save';
import { Section } from './section';

const HOST = new RegExp(HOST_PATTERN);

/** A host name as the contracts define it (spaces around it do not count); empty only where `optional`. */
const host =
  (optional: boolean): FieldRule<unknown> =>
  (value) =>
    (optional && value.trim() === '') || HOST.test(value.trim()) ? null : { key: 'settings:domain.bad' };

export function DomainsSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const saveDomains = useSaveDomains();
  const form = useValidatedForm({
    defaultValues: { dashboard: settings.domain.dashboard, tracking: settings.domain.tracking ?? '' },
    rules: { dashboard: [host(false)], tracking: [host(true)] },
  });
  const dashboard = form.watch('dashboard').trim();
  // Moving the dashboard signs everybody out: said while the typed domain differs from the saved one.
  const moving = dashboard !== form.formState.defaultValues?.dashboard?.trim();
  const save = form.submit(async (values) => {
    const input = { dashboard: values.dashboard.trim(), tracking: values.tracking.trim() };
    const result = await run(saveDomains.mutateAsync(input), t('saved.domains'));
    if (result.ok) form.reset(values);
    else form.showServerError(result.field === 'tracking' ? 'tracking' : 'dashboard', result.error);
  });
  return (
    <Section
      title={t('domain.title')}
      form={{ onSubmit: save, dirty: form.formState.isDirty, busy: saveDomains.isPending }}
    >
      <FormTextField label={t('domain.dashboard')} {...form.field('dashboard')} />
      {moving ? (
        <Alert $tone="info" role="status">
          {t('domain.warning', { domain: dashboard })}
        </Alert>
      ) : null}
      <FormTextField label={t('domain.tracking')} hint={t('domain.trackingHint')} {...form.field('tracking')} />
    </Section>
  );
}
