import { Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldRow } from '../lib/openapi-view';

export const Scroll = styled.div`
  overflow-x: auto;
  margin-block-end: 1rem;
`;

export const Table = styled.table`
  border-collapse: collapse;
  inline-size: 100%;
  font-size: 0.9rem;
  caption { text-align: start; font-weight: 600; padding-block-end: 0.5rem; }
  th, td {
    text-align: start;
    padding: 0.4rem 0.6rem;
    border-block-end: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th[scope='row'] code { white-space: nowrap; }
`;

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
  if (rows.length === 0) {
    return (
      <>
        <h4>{caption}</h4>
        <Muted>{t('reference.noParameters')}</Muted>
      </>
    );
  }
  return (
    <Scroll>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('column.name')}</th>
            <th scope="col">{t('column.type')}</th>
            <th scope="col">{t('column.required')}</th>
            <th scope="col">{t('column.description')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>{row.type}</td>
              <td>{row.required ? t('yes') : t('no')}</td>
              <td>
                {row.description}
                <Values row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
