import type { ExportColumn, SettingKeys } from '@affnet/contracts';
import { Button, useValidatedForm } from '@affnet/ui';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type ExportKind, useExportKeys } from '../api/get-export-keys';
import { useSaveExportKeys } from '../api/save-export-keys';
import { useSave } from '../hooks/use-save';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li { display: flex; align-items: center; gap: 0.5rem; padding-block: 0.2rem; }
  label { flex: 1; }
`;

const Group = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  margin-block-end: 1rem;
`;

interface Row extends ExportColumn {
  on: boolean;
}

/** The chosen columns first, in their order, then the others unticked. */
function rowsOf({ keys, available }: SettingKeys): Row[] {
  const chosen = keys.map((key) => available.find((c) => c.key === key)).filter((c): c is ExportColumn => !!c);
  const rest = available.filter((c) => !keys.includes(c.key));
  return [...chosen.map((c) => ({ ...c, on: true })), ...rest.map((c) => ({ ...c, on: false }))];
}

/** The ticked columns of one export, in order (unticked ones follow), once the server said which they are. */
export function ColumnsPicker({ kind }: { kind: ExportKind }) {
  const exportKeys = useExportKeys(kind);
  if (exportKeys.status === 'pending') return null;
  // A list that cannot load shows no columns to pick (as before: the rest of the settings still work).
  return <ColumnsForm kind={kind} rows={exportKeys.data ? rowsOf(exportKeys.data) : []} />;
}

function ColumnsForm({ kind, rows }: { kind: ExportKind; rows: Row[] }) {
  const { t } = useTranslation('settings');
  const run = useSave();
  const saveKeys = useSaveExportKeys(kind);
  // The order the owner arranges lives in the form until saved; it starts from the server's answer.
  const { control, register, submit } = useValidatedForm({ defaultValues: { rows }, rules: {} });
  const columns = useFieldArray({ control, name: 'rows', keyName: 'field' });
  // The server names columns in English (they head the CSV); the picker says them in the user's language.
  const labelOf = (row: Row) => t(`column.${row.key}`, { defaultValue: row.label });
  const save = submit(async (values) => {
    const keys = values.rows.filter((r) => r.on).map((r) => r.key);
    await run(saveKeys.mutateAsync(keys), t('saved.columns'));
  });
  return (
    <form onSubmit={save} noValidate>
      <Group>
        <legend>{t(`columns.${kind}`)}</legend>
        <List>
          {columns.fields.map((row, i) => (
            <li key={row.field}>
              <input id={`${kind}-column-${row.key}`} type="checkbox" {...register(`rows.${i}.on`)} />
              <label htmlFor={`${kind}-column-${row.key}`}>{labelOf(row)}</label>
              <Button
                type="button"
                $variant="secondary"
                disabled={i === 0}
                aria-label={t('columns.up', { label: labelOf(row) })}
                onClick={() => columns.move(i, i - 1)}
              >
                ↑
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={i === columns.fields.length - 1}
                aria-label={t('columns.down', { label: labelOf(row) })}
                onClick={() => columns.move(i, i + 1)}
              >
                ↓
              </Button>
            </li>
          ))}
        </List>
        <Button type="submit" disabled={saveKeys.isPending}>
          {t('common:save')} {t(`columns.${kind}`)}
        </Button>
      </Group>
    </form>
  );
}
