import { Button, DataTable, type TableColumn, UrlText, useTimeFormat } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteView } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';
import { DefaultBadge, FailingFlag, Small } from './badges';
import { ReleaseFailuresDialog } from './release-failures-dialog';

const Failures = styled.span<{ $recent: boolean }>`
  color: ${(p) => (p.$recent ? p.theme.colors.danger : 'inherit')};
  font-weight: ${(p) => (p.$recent ? 700 : 400)};
`;

type Column = 'version' | 'registered' | 'failures24h' | 'failuresTotal' | 'actions';

/**
 * A remote's releases, newest first, with their failures (signed-in users' counted apart from anonymous reports,
 * which anyone can send) and their latest messages; any of them can become the platform default.
 */
export function ReleasesTable({ view, onAction }: { view: RemoteView; onAction: (action: RolloutAction) => void }) {
  const { t } = useTranslation('remotes');
  const times = useTimeFormat();
  const remote = t(`remote.${view.remote}`);
  const [failuresOf, setFailuresOf] = useState<string | null>(null);
  const columns: TableColumn<Column>[] = [
    { key: 'version', label: t('colVersion') },
    { key: 'registered', label: t('colRegistered') },
    { key: 'failures24h', label: t('colFailures24h'), numeric: true },
    { key: 'failuresTotal', label: t('colFailuresTotal'), numeric: true },
    { key: 'actions', label: t('colActions'), labelHidden: true },
  ];
  const table = (
    <DataTable caption={t('releasesCaption', { remote })} captionHidden columns={columns}>
      {view.releases.map((release) => {
        const isDefault = view.platformDefault?.version === release.version;
        return (
          <tr key={release.version}>
            <td>
              <strong>{release.version}</strong>
              {isDefault ? <DefaultBadge /> : null}
              <FailingFlag release={release} />
              <Small>
                <UrlText>{release.entry}</UrlText>
              </Small>
            </td>
            <td>{times.dateTime(release.created_at)}</td>
            <td>
              <Failures $recent={release.failures_24h > 0}>{release.failures_24h}</Failures>
              <Small>{t('anonymousCount', { count: release.anonymous_failures_24h })}</Small>
            </td>
            <td>
              {release.failures_total}
              <Small>{t('anonymousCount', { count: release.anonymous_failures_total })}</Small>
            </td>
            <td>
              {release.failures_total + release.anonymous_failures_total > 0 ? (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('showFailuresLabel', { remote, version: release.version })}
                  onClick={() => setFailuresOf(release.version)}
                >
                  {t('showFailures')}
                </Button>
              ) : null}
              {isDefault ? null : (
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={t('makeDefaultLabel', { action: t('makeDefault'), version: release.version, remote })}
                  onClick={() => onAction({ kind: 'makeDefault', version: release.version })}
                >
                  {t('makeDefault')}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
  return (
    <>
      {table}
      {failuresOf ? (
        <ReleaseFailuresDialog remote={view.remote} version={failuresOf} onClose={() => setFailuresOf(null)} />
      ) : null}
    </>
  );
}
