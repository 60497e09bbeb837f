import { formFailure, notifySuccess } from '@affnet/core';
import { Alert, Button, Dialog, DialogActions, Muted, SelectField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetRollout } from '../api/set-rollout';
import type { RemoteView, RolloutLine } from '../lib/remote-view';

interface PinDialogProps {
  view: RemoteView;
  line: RolloutLine;
  onClose: () => void;
}

/** Pins one release for every user of a network (or of the platform default); a running canary stops. */
export function PinDialog({ view, line, onClose }: PinDialogProps) {
  const { t } = useTranslation('remotes');
  const save = useSetRollout();
  const names = { remote: t(`remote.${view.remote}`), target: line.network?.name ?? t('defaultTarget') };
  const [version, setVersion] = useState(line.effective?.version ?? view.releases[0]?.version ?? '');
  const [failure, setFailure] = useState<{ field: 'version' | null; message: string } | null>(null);
  const canary = line.own?.canary_version;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await save.mutateAsync({ remote: view.remote, target: line.target, version });
      notifySuccess(t('pinnedToast', { ...names, version }));
      onClose();
    } catch (error) {
      setFailure(formFailure(error, t, { version: 'version' }));
    }
  };

  return (
    <Dialog title={t('pinTitle', names)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Muted>
          {t('pinHelp', names)} {canary ? t('pinStopsCanary', { version: canary }) : null}
        </Muted>
        {failure && failure.field === null ? (
          <Alert $tone="danger" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <SelectField
          label={t('releaseField')}
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          error={failure?.field === 'version' ? failure.message : null}
        >
          {view.releases.map((release) => (
            <option key={release.version} value={release.version}>
              {release.version === view.platformDefault?.version
                ? t('releaseOption', { version: release.version })
                : release.version}
            </option>
          ))}
        </SelectField>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
