import { formFailure, notifySuccess } from '@affnet/core';
import { Alert, Button, Dialog, DialogActions, Muted, SelectField, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetRollout } from '../api/set-rollout';
import { canaryErrors, percentOf } from '../lib/canary-form';
import type { RemoteView, RolloutLine } from '../lib/remote-view';

type Field = 'canary' | 'percent';

/** Where the server's refusals belong in this form (the body's field → the form's input). */
const SERVER_FIELDS = { canary_version: 'canary', canary_percent: 'percent' } as const satisfies Record<string, Field>;

interface CanaryDialogProps {
  view: RemoteView;
  line: RolloutLine;
  onClose: () => void;
}

/** Sends a share of a network's users (always the same ones) to another release, beside its stable one. */
export function CanaryDialog({ view, line, onClose }: CanaryDialogProps) {
  const { t } = useTranslation('remotes');
  const save = useSetRollout();
  const stable = line.effective?.version ?? '';
  const names = { remote: t(`remote.${view.remote}`), target: line.network?.name ?? t('defaultTarget') };
  const running = line.own?.canary_version ? line.own : undefined;
  const [canary, setCanary] = useState(running?.canary_version ?? '');
  const [percent, setPercent] = useState(running ? String(running.canary_percent) : '');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<{ field: Field | null; message: string } | null>(null);
  const errors = canaryErrors({ canary, percent }, stable);
  const messageOf = (field: Field) => {
    const key = errors[field];
    if (touched && key) return t(key, { version: stable });
    return failure?.field === field ? failure.message : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const share = percentOf(percent);
    if (errors.canary || share === null) return;
    setFailure(null);
    try {
      await save.mutateAsync({
        remote: view.remote,
        target: line.target,
        version: stable,
        canary_version: canary,
        canary_percent: share,
      });
      notifySuccess(t('canaryToast', { ...names, version: canary, percent: share }));
      onClose();
    } catch (error) {
      setFailure(formFailure(error, t, SERVER_FIELDS));
    }
  };

  return (
    <Dialog title={t('canaryTitle', names)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Muted>{t('canaryHelp', { ...names, version: stable })}</Muted>
        {failure && failure.field === null ? (
          <Alert $tone="danger" role="alert">
            {failure.message}
          </Alert>
        ) : null}
        <SelectField
          label={t('canaryField')}
          value={canary}
          onChange={(e) => setCanary(e.target.value)}
          error={messageOf('canary')}
        >
          <option value="">{t('chooseRelease')}</option>
          {view.releases
            .filter((release) => release.version !== stable)
            .map((release) => (
              <option key={release.version} value={release.version}>
                {release.version}
              </option>
            ))}
        </SelectField>
        <TextField
          label={t('percentField')}
          inputMode="numeric"
          value={percent}
          maxLength={3}
          hint={t('percentHint')}
          onChange={(e) => setPercent(e.target.value)}
          error={messageOf('percent')}
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('startCanarySubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
