import { notifySuccess } from '@affnet/core';
import { Button, Dialog, DialogActions, Muted, SelectField, useFieldMessage, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { FormRefusal, placeRefusal } from '../../../components/form-refusal';
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
  // Every release offered is one the server has: nothing to check before sending.
  const form = useValidatedForm({
    defaultValues: { version: line.effective?.version ?? view.releases[0]?.version ?? '' },
    rules: {},
  });
  const { error, ...versionField } = form.field('version');
  const versionMessage = useFieldMessage(error, t('releaseField'));
  const canary = line.own?.canary_version;

  const submit = form.submit(async ({ version }) => {
    try {
      await save.mutateAsync({ remote: view.remote, target: line.target, version });
      notifySuccess(t('pinnedToast', { ...names, version }));
      onClose();
    } catch (failure) {
      placeRefusal(form, failure, t, { version: 'version' });
    }
  });

  return (
    <Dialog title={t('pinTitle', names)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Muted>
          {t('pinHelp', names)} {canary ? t('pinStopsCanary', { version: canary }) : null}
        </Muted>
        <FormRefusal form={form} />
        <SelectField label={t('releaseField')} error={versionMessage} {...versionField}>
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
