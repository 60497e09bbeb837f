import { Alert, Button, Muted } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import '../../i18n/shell-remotes';
import { registeredVersion } from './register-remotes';
import type { SharedCoreMismatch } from './shared-core-mismatch';

/** What an area shows instead of a remote built for another shared core; reloading may bring a matching release. */
export function CoreMismatchNotice({ mismatch }: { mismatch: SharedCoreMismatch }) {
  const { t } = useTranslation('shell');
  return (
    <Alert $tone="danger" role="alert">
      <p>{t(mismatch.needsNewerHost ? 'remote.builtForNewer' : 'remote.builtForOlder')}</p>
      <Muted>
        {t('remote.coreVersions', {
          remote: mismatch.remote,
          version: registeredVersion(mismatch.remote),
          builtFor: mismatch.builtFor,
          provided: mismatch.provided,
        })}
      </Muted>
      <Button type="button" onClick={() => window.location.reload()}>
        {t('remote.reload')}
      </Button>
    </Alert>
  );
}
