import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Which button has the focus on open: Cancel unless the action is the expected answer. */
  focus?: 'cancel' | 'confirm';
}

/** Asks before an action: Escape or Cancel closes, the focus returns where it was. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  focus = 'cancel',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      describedBy={messageId}
      onClose={onCancel}
      initialFocus={focus === 'confirm' ? confirm : cancel}
    >
      <p id={messageId}>{message}</p>
      <DialogActions>
        <Button type="button" ref={cancel} $variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="button" ref={confirm} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
