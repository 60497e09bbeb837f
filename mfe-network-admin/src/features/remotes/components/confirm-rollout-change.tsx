import { notifyError, notifySuccess, userMessage } from '@affnet/core';
import { ConfirmDialog } from '@affnet/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePromoteCanary } from '../api/promote-canary';
import { useResetRollout } from '../api/reset-rollout';
import { useSetRollout } from '../api/set-rollout';
import type { RemoteView } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';

type Confirmed = Exclude<RolloutAction, { kind: 'pin' | 'canary' | 'rollBack' }>;

interface ConfirmRolloutChangeProps {
  view: RemoteView;
  action: Confirmed;
  onClose: () => void;
}

/** Asks before a change that reaches every user of a network at once, then makes it and says how it went. */
export function ConfirmRolloutChange({ view, action, onClose }: ConfirmRolloutChangeProps) {
  const { t } = useTranslation('remotes');
  const setRollout = useSetRollout();
  const promote = usePromoteCanary();
  const reset = useResetRollout();
  const remote = view.remote;

  const run = (): Promise<unknown> => {
    if (action.kind === 'makeDefault') return setRollout.mutateAsync({ remote, target: null, version: action.version });
    const target = { remote, target: action.line.target };
    if (action.kind === 'promote') return promote.mutateAsync(target);
    return reset.mutateAsync(target);
  };

  const texts = confirmTexts(view, action, t);
  const busy = setRollout.isPending || promote.isPending || reset.isPending;
  const confirm = async () => {
    try {
      await run();
      notifySuccess(texts.done);
    } catch (error) {
      notifyError(userMessage(error, t));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

/** The question, the button and the toast of each confirmed change, with the versions it moves between. */
function confirmTexts(view: RemoteView, action: Confirmed, t: TFunction<'remotes'>) {
  const remote = t(`remote.${view.remote}`);
  if (action.kind === 'makeDefault') {
    const names = { remote, version: action.version };
    return {
      title: t('makeDefaultTitle', names),
      message: t('makeDefaultMessage', names),
      confirm: t('makeDefault'),
      done: t('madeDefaultToast', names),
    };
  }
  const { line } = action;
  const own = line.own;
  const names = { remote, target: line.network?.name ?? t('defaultTarget') };
  if (action.kind === 'promote') {
    const version = own?.canary_version ?? '';
    return {
      title: t('promoteTitle'),
      message: t('promoteMessage', { ...names, version, stable: own?.version }),
      confirm: t('promote'),
      done: t('promotedToast', { ...names, version }),
    };
  }
  const fallback = view.platformDefault?.version ?? t('configuredAddress');
  return {
    title: t('resetTitle'),
    message: t('resetMessage', { ...names, release: fallback }),
    confirm: t('reset'),
    done: t('resetToast', names),
  };
}
