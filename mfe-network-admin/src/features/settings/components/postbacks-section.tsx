import type { NetworkSettingsView } from '@affnet/contracts';
import { type FieldRule, FormTextField, Muted, useValidatedForm } from '@affnet/ui';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePostbackSettings } from '../api/save-postback-settings';
import { useSave } from '../hooks/use-save';
import { Check } from './check';
import { Section } from './section';

/** A download-center file is kept from 1 to 90 days (the server's limits), in whole days. */
const retentionDays: FieldRule<unknown> = (value) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= 90 ? null : { key: 'settings:pb.badRetention' };

export function PostbacksSection({ settings }: { settings: NetworkSettingsView }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const savePostbacks = useSavePostbackSettings();
  const form = useValidatedForm({
    defaultValues: { approval: settings.postback_approval, retention: String(settings.export_retention_days) },
    rules: { retention: [retentionDays] },
  });
  const { field: approval } = useController({ control: form.control, name: 'approval' });
  const save = form.submit(async (values) => {
    const input = { postback_approval: values.approval, export_retention_days: Number(values.retention) };
    const result = await run(savePostbacks.mutateAsync(input), t('saved.postbacks'));
    if (result.ok) form.reset(values);
  });
  return (
    <Section
      title={t('pb.title')}
      form={{ onSubmit: save, dirty: form.formState.isDirty, busy: savePostbacks.isPending }}
    >
      <Check label={t('pb.approval')} checked={approval.value} onChange={approval.onChange} />
      <Muted>{t('pb.privateRefused')}</Muted>
      <FormTextField label={t('pb.retention')} type="number" min={1} max={90} {...form.field('retention')} />
    </Section>
  );
}
