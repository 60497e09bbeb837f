import { notifySuccess } from '@affnet/core';
import {
  Button,
  Dialog,
  DialogActions,
  FormTextField,
  Muted,
  SelectField,
  useFieldMessage,
  useValidatedForm,
} from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import { FormRefusal, placeRefusal } from '../../../components/form-refusal';
import { useSetRollout } from '../api/set-rollout';
import { type CanaryInput, canaryRules, percentOf } from '../lib/canary-form';
import type { RemoteView, RolloutLine } from '../lib/remote-view';

/** Where the server's refusals belong in this form (the body's field → the form's input). */
const SERVER_FIELDS = { canary_version: 'canary', canary_percent: 'percent' } as const satisfies Record<
  string,
  keyof CanaryInput
>;

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
  const form = useValidatedForm<CanaryInput>({
    defaultValues: {
      canary: running?.canary_version ?? '',
      percent: running ? String(running.canary_percent) : '',
    },
    rules: canaryRules(stable),
  });
  const { error: canaryError, ...canaryField } = form.field('canary');
  const canaryMessage = useFieldMessage(canaryError, t('canaryField'));

  const submit = form.submit(async ({ canary, percent }) => {
    const share = percentOf(percent) ?? 0;
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
      placeRefusal(form, error, t, SERVER_FIELDS);
    }
  });

  return (
    <Dialog title={t('canaryTitle', names)} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Muted>{t('canaryHelp', { ...names, version: stable })}</Muted>
        <FormRefusal form={form} />
        <SelectField label={t('canaryField')} error={canaryMessage} {...canaryField}>
          <option value="">{t('chooseRelease')}</option>
          {view.releases
            .filter((release) => release.version !== stable)
            .map((release) => (
              <option key={release.version} value={release.version}>
                {release.version}
              </option>
            ))}
        </SelectField>
        <FormTextField
          label={t('percentField')}
          inputMode="numeric"
          maxLength={3}
          hint={t('percentHint')}
          {...form.field('percent')}
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
