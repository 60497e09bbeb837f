import { CONVERSION_STATUSES, DATE_PRESETS, OFFER_TABS, REPORT_GROUPS } from '@affnet/contracts';
import { Input, Select, useFieldMessage, type ValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { ExportDraft } from '../lib/export-draft';
import { FormField } from './form-field';

interface Props {
  form: ValidatedForm<ExportDraft>;
  isOwner: boolean;
}

function DateRange({ form }: { form: ValidatedForm<ExportDraft> }) {
  const { t } = useTranslation('downloadCenter');
  const { errors } = form.formState;
  const fromError = useFieldMessage(errors.from, t('form.from')) ?? undefined;
  const toError = useFieldMessage(errors.to, t('form.to')) ?? undefined;
  return (
    <>
      <FormField label={t('form.from')} error={fromError}>
        {(props) => <Input {...props} type="date" {...form.register('from', { deps: ['to'] })} />}
      </FormField>
      <FormField label={t('form.to')} error={toError}>
        {(props) => <Input {...props} type="date" {...form.register('to')} />}
      </FormField>
    </>
  );
}

function ReportFields({ form, isOwner }: Props) {
  const { t } = useTranslation('downloadCenter');
  const groups = REPORT_GROUPS.filter((g) => isOwner || g !== 'publisher');
  const [preset, group] = form.watch(['preset', 'group']);
  // The second grouping cannot repeat the first: choosing it as the first clears it.
  const clearSameSecond = (event: { target: { value: string } }) => {
    if (form.getValues('group2') === event.target.value) form.setValue('group2', '');
  };
  return (
    <>
      <FormField label={t('form.preset')}>
        {(props) => (
          <Select {...props} {...form.register('preset')}>
            {DATE_PRESETS.map((option) => (
              <option key={option} value={option}>
                {t(`preset.${option}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {preset === 'custom' ? <DateRange form={form} /> : null}
      <FormField label={t('form.group')}>
        {(props) => (
          <Select {...props} {...form.register('group', { onChange: clearSameSecond })}>
            {groups.map((option) => (
              <option key={option} value={option}>
                {t(`group.${option}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('form.group2')}>
        {(props) => (
          <Select {...props} {...form.register('group2')}>
            <option value="">{t('form.noGroup2')}</option>
            {groups
              .filter((option) => option !== group)
              .map((option) => (
                <option key={option} value={option}>
                  {t(`group.${option}`)}
                </option>
              ))}
          </Select>
        )}
      </FormField>
    </>
  );
}

/** The fields of the chosen kind: the report's period and grouping, conversions' range and status, offers' list. */
export function KindFields(props: Props) {
  const { t } = useTranslation('downloadCenter');
  const { form } = props;
  const kind = form.watch('kind');
  if (kind === 'report') return <ReportFields {...props} />;
  if (kind === 'conversions') {
    return (
      <>
        <DateRange form={form} />
        <FormField label={t('form.status')}>
          {(p) => (
            <Select {...p} {...form.register('status')}>
              <option value="">{t('form.allStatuses')}</option>
              {CONVERSION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`conversion.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </>
    );
  }
  return (
    <>
      <FormField label={t('form.tab')}>
        {(p) => (
          <Select {...p} {...form.register('tab')}>
            {OFFER_TABS.map((tab) => (
              <option key={tab} value={tab}>
                {t(`tab.${tab}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('form.search')}>
        {(p) => <Input {...p} type="search" {...form.register('search')} />}
      </FormField>
    </>
  );
}
