import type { ExportColumn, SettingKeys } from '@affnet/contracts';
import { Button } from '@affnet/ui';
import { useState } from 'react';
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

/** The ticked columns of one export, in order (unticked ones follow). */
export function ColumnsPicker({ kind }: { kind: ExportKind }) {
  const { t } = useTranslation('settings');
  const { busy, run } = useSave();
  const saveKeys = useSaveExportKeys(kind);
  const exportKeys = useExportKeys(kind);
  // The order the owner arranges lives here until saved; it starts from the server's answer.
  const [arranged, setRows] = useState<Row[] | null>(null);
  if (exportKeys.status === 'pending') return null;
  // A list that cannot load shows no columns to pick (as before: the rest of the settings still work).
  const rows = arranged ?? (exportKeys.data ? rowsOf(exportKeys.data) : []);
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    setRows(next);
  };
  // The server names columns in English (they head the CSV); the picker says them in the user's language.
  const labelOf = (row: Row) => t(`column.${row.key}`, { defaultValue: row.label });
  const save = () => run(() => saveKeys.mutateAsync(rows.filter((r) => r.on).map((r) => r.key)), t('saved.columns'));
  return (
    <Group>
      <legend>{t(`columns.${kind}`)}</legend>
      <List>
        {rows.map((row, i) => (
          <li key={row.key}>
            <input
              id={`${kind}-column-${row.key}`}
              type="checkbox"
              checked={row.on}
              onChange={(e) => setRows(rows.map((r) => (r.key === row.key ? { ...r, on: e.target.checked } : r)))}
            />
            <label htmlFor={`${kind}-column-${row.key}`}>{labelOf(row)}</label>
            <Button
              type="button"
              $variant="secondary"
              disabled={i === 0}
              aria-label={t('columns.up', { label: labelOf(row) })}
              onClick={() => move(i, -1)}
            >
              ↑
            </Button>
            <Button
              type="button"
              $variant="secondary"
              disabled={i === rows.length - 1}
              aria-label={t('columns.down', { label: labelOf(row) })}
              onClick={() => move(i, 1)}
            >
              ↓
            </Button>
          </li>
        ))}
      </List>
      <Button type="button" disabled={busy} onClick={save}>
        {t('common:save')} {t(`columns.${kind}`)}
      </Button>
    </Group>
  );
}
