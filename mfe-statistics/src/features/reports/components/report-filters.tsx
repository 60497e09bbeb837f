import { DATE_PRESETS, type DatePreset, type ReportGroup, type ReportQuery } from '@affnet/contracts';
import { Input, Select } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field';
import { Toolbar } from '../../../components/table';

/** Date preset (or a custom range) and one or two group levels. */
export function ReportFilters({
  query,
  groups,
  onChange,
}: {
  query: ReportQuery;
  /** The levels the viewer may group by (report-groups.ts). */
  groups: readonly ReportGroup[];
  onChange: (query: ReportQuery) => void;
}) {
  const { t } = useTranslation('statistics');
  const [first = 'day', second = ''] = query.group;
  const setGroups = (levels: string[]) =>
    onChange({ ...query, group: [...new Set(levels.filter(Boolean))] as ReportGroup[] });
  return (
    <Toolbar>
      <Field label={t('filter.period')}>
        {(id) => (
          <Select
            id={id}
            value={query.preset}
            onChange={(e) => onChange({ ...query, preset: e.target.value as DatePreset })}
          >
            {DATE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {t(`preset.${preset}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {query.preset === 'custom' ? (
        <>
          <Field label={t('filter.from')}>
            {(id) => (
              <Input
                id={id}
                type="date"
                value={query.from ?? ''}
                onChange={(e) => onChange({ ...query, from: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('filter.to')}>
            {(id) => (
              <Input
                id={id}
                type="date"
                value={query.to ?? ''}
                onChange={(e) => onChange({ ...query, to: e.target.value })}
              />
            )}
          </Field>
        </>
      ) : null}
      <Field label={t('filter.groupBy')}>
        {(id) => (
          <Select
            id={id}
            value={first}
            onChange={(e) => setGroups([e.target.value, second === e.target.value ? '' : second])}
          >
            {groups.map((group) => (
              <option key={group} value={group}>
                {t(`group.${group}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('filter.thenBy')}>
        {(id) => (
          <Select id={id} value={second} onChange={(e) => setGroups([first, e.target.value])}>
            <option value="">{t('filter.noSecondLevel')}</option>
            {groups
              .filter((group) => group !== first)
              .map((group) => (
                <option key={group} value={group}>
                  {t(`group.${group}`)}
                </option>
              ))}
          </Select>
        )}
      </Field>
    </Toolbar>
  );
}
