import type { OpenApiDocument } from '@affnet/contracts';
import { Card, DataTable, Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useReferenceText } from '../hooks/use-reference-text';
import type { OperationView } from '../lib/openapi-view';
import { FieldTable } from './field-table';

const Section = styled(Card)`
  margin-block-end: 1.5rem;
  h2 { font-size: 1.2rem; margin: 0 0 0.5rem; }
  h3 { font-size: 1.05rem; margin: 1rem 0 0.5rem; display: flex; gap: 0.5rem; flex-wrap: wrap; }
  h4 { font-size: 0.95rem; margin: 1rem 0 0.5rem; }
`;

const Method = styled.span`
  font-family: monospace;
  font-weight: 700;
  padding: 0 0.4rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
`;

function Operation({ operation }: { operation: OperationView }) {
  const { t } = useTranslation('apiDetails');
  const text = useReferenceText();
  const summary = text(`${operation.id}.summary`, operation.summary);
  const description = text(`${operation.id}.description`, operation.description);
  return (
    <article aria-labelledby={`operation-${operation.id}`}>
      <h3 id={`operation-${operation.id}`}>
        <Method>{operation.method}</Method>
        <code>{operation.path}</code>
        {summary ? <span>— {summary}</span> : null}
      </h3>
      {description ? <p>{description}</p> : null}
      <FieldTable caption={t('reference.parameters')} rows={operation.query} />
      <FieldTable caption={t('reference.headers')} rows={operation.headers} />
      <FieldTable caption={t('reference.fields')} rows={operation.fields} />
      <DataTable
        caption={t('reference.errors')}
        columns={['status', 'description'].map((key) => ({ key, label: t(`column.${key}`) }))}
      >
        {operation.errors.map((error) => (
          <tr key={error.status}>
            <th scope="row">{error.status}</th>
            <td>{text(`${operation.id}.status.${error.status}`, error.description)}</td>
          </tr>
        ))}
      </DataTable>
    </article>
  );
}

/** The publisher API reference, drawn from the server's OpenAPI document. */
export function ApiReference({ document, operations }: { document: OpenApiDocument; operations: OperationView[] }) {
  const { t } = useTranslation('apiDetails');
  const text = useReferenceText();
  const server = document.servers[0]?.url ?? '';
  const description = document.info.description ? text('info.description', document.info.description) : '';
  return (
    <Section aria-labelledby="api-reference-heading">
      <h2 id="api-reference-heading">{t('reference.heading')}</h2>
      {description ? <Muted>{description}</Muted> : null}
      <p>
        {t('reference.server')}: <code>{server}</code>
      </p>
      {operations.map((operation) => (
        <Operation key={operation.id} operation={operation} />
      ))}
    </Section>
  );
}
