import type { RemoteView } from '../lib/remote-view';
import type { RolloutAction } from '../lib/rollout-action';
import { CanaryDialog } from './canary-dialog';
import { ConfirmRolloutChange } from './confirm-rollout-change';
import { PinDialog } from './pin-dialog';
import { RollBackDialog } from './roll-back-dialog';

interface ActionDialogProps {
  view: RemoteView;
  action: RolloutAction;
  onClose: () => void;
}

/** The form or the confirmation behind an action of the Remotes page. */
export function ActionDialog({ view, action, onClose }: ActionDialogProps) {
  if (action.kind === 'pin') return <PinDialog view={view} line={action.line} onClose={onClose} />;
  if (action.kind === 'canary') return <CanaryDialog view={view} line={action.line} onClose={onClose} />;
  if (action.kind === 'rollBack') return <RollBackDialog view={view} line={action.line} onClose={onClose} />;
  return <ConfirmRolloutChange view={view} action={action} onClose={onClose} />;
}
