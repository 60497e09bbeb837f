import { notifySuccess, userMessage } from '@affnet/core';
import { Alert, Button, DataTable, Dialog, DialogActions, Muted, type TableColumn, useTimeFormat } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRollBack } from '../api/roll-back';
import { type RemoteView, type RolloutLine, releaseOf } from '../lib/remote-view';
import { FailingFlag } from './badges';

interface RollBackDialogProps {
  view: RemoteView;
  line: RolloutLine;
  onClose: () => void;
}

type Column = 'version' | 'servedFrom' | 'actions';

/** The releases a line served before, newest first: the super admin goes back to any, over a broken one. */
export function RollBackDialog({ view, line, onClose }: RollBackDialogProps) {
  const { t } = useTranslation('remotes');
  const times = useTimeFormat();
  const rollBack = useRollBack();
  const [failure, setFailure] = useState<string | null>(null);
  const names = { remote: t(`remote.${view.remote}`), target: line.network?.name ?? t('defaultTarget') };
  const earlier = line.own?.earlier ?? [];
  const columns: TableColumn<Column>[] = [
    { key: 'version', label: t('colVersion') },
    { key: 'servedFrom', label: t('colServedFrom') },
    { key: 'actions', label: t('colActions'), labelHidden: true },
  ];

  const back = async (version: string) => {
    setFailure(null);
    try {
      await rollBack.mutateAsync({ remote: view.remote, target: line.target, version });
      notifySuccess(t('rolledBackToast', { ...names, version }));
      onClose();
    } catch (error) {
      setFailure(userMessage(error, t));
    }
  };

  return (
    <Dialog title={t('rollBackTitle', names)} onClose={onClose}>
      <Muted>{t('rollBackHelp', { ...names, version: line.own?.version })}</Muted>
      {failure ? (
        <Alert $tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <DataTable caption={t('earlierCaption', names)} captionHidden columns={columns}>
        {earlier.map((release) => (
          <tr key={release.version}>
            <td>
              <strong>{release.version}</strong>
              <FailingFlag release={releaseOf(view, release.version)} />
            </td>
            <td>{times.dateTime(release.served_from)}</td>
            <td>
              <Button
                type="button"
                $variant="secondary"
                disabled={rollBack.isPending}
                aria-label={t('rollBackToLabel', { version: release.version })}
                onClick={() => void back(release.version)}
              >
                {t('rollBackTo')}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
