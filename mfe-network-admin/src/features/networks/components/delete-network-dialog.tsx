import type { AdminNetwork } from '@affnet/contracts';
import { notifySuccess, userMessage } from '@affnet/core';
import { Alert, Button, Dialog, DialogActions, TextField } from '@affnet/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDeleteNetwork } from '../api/delete-network';

const Check = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  margin-bottom: 1rem;
  input { margin-top: 0.25rem; }
`;

interface DeleteNetworkDialogProps {
  network: AdminNetwork;
  onClose: () => void;
  onDeleted: (network: AdminNetwork) => void;
}

/** Deletion needs the network id typed back; a network with traffic also needs the box ticked. */
export function DeleteNetworkDialog({ network, onClose, onDeleted }: DeleteNetworkDialogProps) {
  const { t } = useTranslation('networks');
  const checkId = useId();
  const [typed, setTyped] = useState('');
  const [force, setForce] = useState(false);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteNetwork();
  const mismatch = typed.trim() === network.network_id ? null : t('deleteMismatch');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (mismatch) return;
    setDeleting(true);
    setFailure(null);
    try {
      await remove.mutateAsync({ id: network.id, force });
      notifySuccess(t('deletedToast', { name: network.company_name }));
      onDeleted(network);
    } catch (error) {
      setFailure(userMessage(error, t));
      setDeleting(false);
    }
  };

  return (
    <Dialog title={t('deleteTitle', { name: network.company_name })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Alert $tone="danger">{t('deleteWarning')}</Alert>
        {failure ? (
          <Alert $tone="danger" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t('deleteConfirm', { id: network.network_id })}
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          error={touched ? mismatch : null}
        />
        <Check>
          <input id={checkId} type="checkbox" checked={force} onChange={(e) => setForce(e.target.checked)} />
          <label htmlFor={checkId}>{t('deleteTraffic')}</label>
        </Check>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={deleting}>
            {t('delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
