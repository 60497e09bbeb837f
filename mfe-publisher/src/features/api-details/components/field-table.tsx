import { DataTable, Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useReferenceText } from '../hooks/use-reference-text';
import type { FieldRow } from '../lib/openapi-view';

function Values({ row }: { row: FieldRow }) {
  const { t } = useTranslation('apiDetails');
  if (!row.values) return null;
  const text =
    'enum' in row.values
      ? t('values.enum', { values: row.values.enum })
      : t('values.range', { min: row.values.min, max: row.values.max });
  return <Muted as="span"> {text}</Muted>;
}

/** Parameters, headers or response fields: name, type, required and what they mean. */
export function FieldTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  const { t } = useTranslation('apiDetails');
  const text = useReferenceText();
  if (rows.length === 0) {
    return (
      <>
        <h4>{caption}</h4>
        <Muted>{t('reference.noParameters')}</Muted>
      </>
    );
  }
  return (
    <DataTable
      caption={caption}
      columns={['name', 'type', 'required', 'description'].map((key) => ({ key, label: t(`column.${key}`) }))}
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row">
            <code>{row.name}</code>
          </th>
          <td>{row.type}</td>
          <td>{row.required ? t('yes') : t('no')}</td>
          <td>
            {text(row.key, row.description)}
            <Values row={row} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
