import { Button, DataTable, type TableColumn, UrlText, useTimeFormat } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RemoteView } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';
import { DefaultBadge, FailingFlag, Small } from './badges';

const Failures = styled.span<{ $recent: boolean }>`
  color: ${(p) => (p.$recent ? p.theme.colors.danger : 'inherit')};
  font-weight: ${(p) => (p.$recent ? 700 : 400)};
`;

type Column = 'version' | 'registered' | 'failures24h' | 'failuresTotal' | 'actions';

/** A remote's releases, newest first, with their failures; any of them can become the platform default. */
export function ReleasesTable({ view, onAction }: { view: RemoteView; onAction: (action: RolloutAction) => void }) {
  const { t } = useTranslation('remotes');
  const times = useTimeFormat();
  const remote = t(`remote.${view.remote}`);
  const columns: TableColumn<Column>[] = [
    { key: 'version', label: t('colVersion') },
    { key: 'registered', label: t('colRegistered') },
    { key: 'failures24h', label: t('colFailures24h'), numeric: true },
    { key: 'failuresTotal', label: t('colFailuresTotal'), numeric: true },
    { key: 'actions', label: t('colActions'), labelHidden: true },
  ];
  return (
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
            </td>
            <td>{release.failures_total}</td>
            <td>
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
}
