import { CONVERSION_STATUSES, DATE_PRESETS, OFFER_TABS, REPORT_GROUPS } from '@affnet/contracts';
import { Input, Select } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import type { DraftErrors, ExportDraft } from '../lib/export-draft';
import { FormField } from './form-field';

interface Props {
  draft: ExportDraft;
  errors: DraftErrors;
  isOwner: boolean;
  set: (patch: Partial<ExportDraft>) => void;
}

function DateRange({ draft, errors, set }: Omit<Props, 'isOwner'>) {
  const { t } = useTranslation('downloadCenter');
  return (
    <>
      <FormField label={t('form.from')} error={errors.from && t(errors.from)}>
        {(props) => <Input {...props} type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />}
      </FormField>
      <FormField label={t('form.to')} error={errors.to && t(errors.to)}>
        {(props) => <Input {...props} type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />}
      </FormField>
    </>
  );
}

function ReportFields({ draft, errors, isOwner, set }: Props) {
  const { t } = useTranslation('downloadCenter');
  const groups = REPORT_GROUPS.filter((g) => isOwner || g !== 'publisher');
  return (
    <>
      <FormField label={t('form.preset')}>
        {(props) => (
          <Select {...props} value={draft.preset} onChange={(e) => set({ preset: e.target.value })}>
            {DATE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`preset.${preset}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {draft.preset === 'custom' ? <DateRange draft={draft} errors={errors} set={set} /> : null}
      <FormField label={t('form.group')}>
        {(props) => (
          <Select
            {...props}
            value={draft.group}
            onChange={(e) =>
              set({ group: e.target.value, group2: draft.group2 === e.target.value ? '' : draft.group2 })
            }
          >
            {groups.map((group) => (
              <option key={group} value={group}>
                {t(`group.${group}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('form.group2')}>
        {(props) => (
          <Select {...props} value={draft.group2} onChange={(e) => set({ group2: e.target.value })}>
            <option value="">{t('form.noGroup2')}</option>
            {groups
              .filter((group) => group !== draft.group)
              .map((group) => (
                <option key={group} value={group}>
                  {t(`group.${group}`)}
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
  const { draft, errors, set } = props;
  if (draft.kind === 'report') return <ReportFields {...props} />;
  if (draft.kind === 'conversions') {
    return (
      <>
        <DateRange draft={draft} errors={errors} set={set} />
        <FormField label={t('form.status')}>
          {(p) => (
            <Select {...p} value={draft.status} onChange={(e) => set({ status: e.target.value })}>
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
          <Select {...p} value={draft.tab} onChange={(e) => set({ tab: e.target.value })}>
            {OFFER_TABS.map((tab) => (
              <option key={tab} value={tab}>
                {t(`tab.${tab}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('form.search')}>
        {(p) => <Input {...p} type="search" value={draft.search} onChange={(e) => set({ search: e.target.value })} />}
      </FormField>
    </>
  );
}
