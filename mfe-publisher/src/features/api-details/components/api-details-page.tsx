import { getPublisherApiDocs } from '@affnet/api';
import { userMessage, useSession } from '@affnet/core';
import { AreaPage, LoadError, Loading, Muted, useLoad } from '@affnet/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCredentials } from '../hooks/use-credentials';
import '../i18n/api-details';
import { operationsOf } from '../lib/openapi-view';
import { ApiReference } from './api-reference';
import { CredentialsCard } from './credentials-card';
import { TryItConsole } from './try-it-console';

/** /api-details: the publisher's API keys, the publisher API reference and a console to try it. */
export function ApiDetailsPage() {
  const { t } = useTranslation('apiDetails');
  const publisherId = useSession((s) => s.user?.userDetail.id ?? 0);
  const credentials = useCredentials(publisherId);
  const docs = useLoad('publisher-api-docs', () => getPublisherApiDocs());
  const operations = useMemo(() => (docs.state.status === 'done' ? operationsOf(docs.state.data) : []), [docs.state]);
  const apikey = credentials.state.status === 'done' ? credentials.state.data.apikey : null;
  const first = operations[0];

  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      <p>
        <Link to="../download-center" relative="path">
          {t('downloadCenter')}
        </Link>
      </p>
      <CredentialsCard model={credentials} />
      {docs.state.status === 'loading' ? <Loading label={t('reference.loading')} /> : null}
      {docs.state.status === 'failed' ? (
        <LoadError message={userMessage(docs.state.error, t)} onRetry={docs.reload} />
      ) : null}
      {docs.state.status === 'done' ? (
        <>
          <ApiReference document={docs.state.data} operations={operations} />
          {first ? (
            <TryItConsole apikey={apikey} serverUrl={docs.state.data.servers[0]?.url ?? ''} path={first.path} />
          ) : null}
        </>
      ) : null}
    </AreaPage>
  );
}
