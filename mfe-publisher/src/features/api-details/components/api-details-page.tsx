import { useSession } from '@affnet/core';
import { AreaPage, Muted, QueryState } from '@affnet/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePublisherApiDocs } from '../api/get-publisher-api-docs';
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
  const docs = usePublisherApiDocs();
  const operations = useMemo(() => (docs.data ? operationsOf(docs.data) : []), [docs.data]);
  const apikey = credentials.query.data?.apikey ?? null;
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
      <QueryState query={docs} loadingLabel={t('reference.loading')}>
        {(document) => (
          <>
            <ApiReference document={document} operations={operations} />
            {first ? (
              <TryItConsole apikey={apikey} serverUrl={document.servers[0]?.url ?? ''} path={first.path} />
            ) : null}
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
