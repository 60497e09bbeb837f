import { DataTable, type TableColumn } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { type RemoteView, type RolloutLine, releaseOf } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';
import { FailingFlag, Small } from './badges';
import { RolloutActions } from './rollout-actions';

type Column = 'network' | 'release' | 'canary' | 'actions';

interface RolloutsTableProps {
  view: RemoteView;
  onAction: (action: RolloutAction) => void;
}

/** The platform default's line, then one per network: the release its users get, its canary, and the actions. */
export function RolloutsTable({ view, onAction }: RolloutsTableProps) {
  const { t } = useTranslation('remotes');
  const columns: TableColumn<Column>[] = [
    { key: 'network', label: t('colNetwork') },
    { key: 'release', label: t('colRelease') },
    { key: 'canary', label: t('colCanary') },
    { key: 'actions', label: t('colActions'), labelHidden: true },
  ];
  return (
    <DataTable caption={t('rolloutsCaption', { remote: t(`remote.${view.remote}`) })} captionHidden columns={columns}>
      {view.lines.map((line) => (
        <tr key={line.target ?? 'default'}>
          <td>
            <strong>{line.network?.name ?? t('platformDefault')}</strong>
            <Small>{line.network?.domain ?? t('platformDefaultHint')}</Small>
          </td>
          <td>
            <ReleaseCell view={view} line={line} />
          </td>
          <td>
            <CanaryCell view={view} line={line} />
          </td>
          <td>
            <RolloutActions view={view} line={line} onAction={onAction} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function ReleaseCell({ view, line }: { view: RemoteView; line: RolloutLine }) {
  const { t } = useTranslation('remotes');
  const version = line.effective?.version;
  const text = line.own
    ? line.own.version
    : line.target === null
      ? t('configuredAddress')
      : version
        ? t('followsDefault', { version })
        : t('followsConfigured');
  return (
    <>
      {line.own ? <strong>{text}</strong> : text}
      <FailingFlag release={releaseOf(view, version)} />
      {line.own && line.target !== null ? <Small>{t('ownRelease')}</Small> : null}
    </>
  );
}

function CanaryCell({ view, line }: { view: RemoteView; line: RolloutLine }) {
  const { t } = useTranslation('remotes');
  const canary = line.effective?.canary_version;
  if (!canary || !line.effective) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('noCanary')}</span>
      </>
    );
  }
  return (
    <>
      {t('canaryShare', { version: canary, percent: line.effective.canary_percent })}
      <FailingFlag release={releaseOf(view, canary)} />
      {line.own ? null : <Small>{t('canaryOfDefault')}</Small>}
    </>
  );
}
