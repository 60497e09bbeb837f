import type { AdminNetwork } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Alert, Button, Dialog, DialogActions, type FieldRule, FormTextField, useValidatedForm } from '@affnet/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormRefusal, placeRefusal } from '../../../components/form-refusal';
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
  const remove = useDeleteNetwork();
  const typedBack: FieldRule<unknown> = (typed) =>
    typed.trim() === network.network_id ? null : { key: 'networks:deleteMismatch' };
  const form = useValidatedForm({ defaultValues: { typed: '', force: false }, rules: { typed: [typedBack] } });

  const submit = form.submit(async ({ force }) => {
    try {
      await remove.mutateAsync({ id: network.id, force });
      notifySuccess(t('deletedToast', { name: network.company_name }));
      onDeleted(network);
    } catch (error) {
      placeRefusal(form, error, t);
    }
  });

  return (
    <Dialog title={t('deleteTitle', { name: network.company_name })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <Alert $tone="danger">{t('deleteWarning')}</Alert>
        <FormRefusal form={form} />
        <FormTextField
          label={t('deleteConfirm', { id: network.network_id })}
          autoComplete="off"
          {...form.field('typed')}
        />
        <Check>
          <input id={checkId} type="checkbox" {...form.register('force')} />
          <label htmlFor={checkId}>{t('deleteTraffic')}</label>
        </Check>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={remove.isPending}>
            {t('delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
