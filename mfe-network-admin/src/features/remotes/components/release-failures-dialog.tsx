import type { RemoteName } from '@affnet/contracts';
import {
  Button,
  DataTable,
  Dialog,
  DialogActions,
  Muted,
  QueryState,
  type TableColumn,
  useTimeFormat,
} from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { useReleaseFailures } from '../api/get-release-failures';
import { Small } from './badges';

interface ReleaseFailuresDialogProps {
  remote: RemoteName;
  version: string;
  onClose: () => void;
}

type Column = 'when' | 'reporter' | 'network' | 'message';

/** What browsers reported of a release, newest first: an anonymous report could come from anyone, so it says so. */
export function ReleaseFailuresDialog({ remote, version, onClose }: ReleaseFailuresDialogProps) {
  const { t } = useTranslation('remotes');
  const times = useTimeFormat();
  const failures = useReleaseFailures(remote, version);
  const names = { remote: t(`remote.${remote}`), version };
  const columns: TableColumn<Column>[] = [
    { key: 'when', label: t('colWhen') },
    { key: 'reporter', label: t('colReporter') },
    { key: 'network', label: t('colNetwork') },
    { key: 'message', label: t('colMessage') },
  ];
  return (
    <Dialog title={t('failuresTitle', names)} onClose={onClose}>
      <QueryState query={failures} loadingLabel={t('loading')}>
        {(rows) =>
          rows.length === 0 ? (
            <Muted role="status">{t('noFailures')}</Muted>
          ) : (
            <DataTable caption={t('failuresCaption', names)} captionHidden columns={columns}>
              {rows.map((failure, index) => (
                // Reports have no id of their own in the answer; the list is newest first and never reordered.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td>{times.dateTime(failure.created_at)}</td>
                  <td>{failure.anonymous ? t('anonymousReport') : t('signedInReport')}</td>
                  <td>{failure.network?.name ?? t('platformHost')}</td>
                  <td>
                    {failure.message}
                    <Small>{failure.area}</Small>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryState>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
