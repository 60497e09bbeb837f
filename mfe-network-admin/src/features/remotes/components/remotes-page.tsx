import { PERMISSIONS, REMOTE_NAMES } from '@affnet/contracts';
import { useSession } from '@affnet/core';
import { Alert, AreaPage, Muted, QueryState, TimeZoneNote } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useRemotesOverview } from '../api/get-remotes-overview';
import '../i18n';
import { remoteView } from '../lib/remote-view';
import { DeployTokensSection } from './deploy-tokens-section';
import { RemoteSection } from './remote-section';

/** /network/remotes (super admin): every remote's releases, and the release each network gets of it. */
export function RemotesPage() {
  const { t } = useTranslation('remotes');
  const isAdmin = useSession((s) => s.permissions.includes(PERMISSIONS.admin));
  if (!isAdmin) {
    return (
      <AreaPage title={t('title')}>
        <Alert role="alert">{t('adminOnly')}</Alert>
      </AreaPage>
    );
  }
  return <RemotesOverviewPage />;
}

function RemotesOverviewPage() {
  const { t } = useTranslation('remotes');
  const overview = useRemotesOverview();
  return (
    <AreaPage title={t('title')}>
      <Muted>{t('intro')}</Muted>
      <TimeZoneNote />
      <QueryState query={overview} loadingLabel={t('loading')}>
        {(data) => (
          <>
            {REMOTE_NAMES.map((remote) => (
              <RemoteSection key={remote} view={remoteView(data, remote)} />
            ))}
            <DeployTokensSection networks={data.networks} />
          </>
        )}
      </QueryState>
    </AreaPage>
  );
}
