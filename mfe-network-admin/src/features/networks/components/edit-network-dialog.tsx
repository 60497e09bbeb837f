import type { AdminNetwork, NetworkStatus } from '@affnet/contracts';
import { HOST_PATTERN, MAX_NAME_LENGTH } from '@affnet/contracts';
import { notifySuccess, userMessage } from '@affnet/core';
import { Alert, Button, Dialog, DialogActions, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNetwork } from '../api/update-network';
import { StatusField } from './status-field';

const HOST = new RegExp(HOST_PATTERN);

interface EditNetworkDialogProps {
  network: AdminNetwork;
  onClose: () => void;
  onSaved: (network: AdminNetwork) => void;
}

/** Company name, dashboard domain and status of one network, checked here and again by the server. */
export function EditNetworkDialog({ network, onClose, onSaved }: EditNetworkDialogProps) {
  const { t } = useTranslation('networks');
  const [name, setName] = useState(network.company_name);
  const [domain, setDomain] = useState(network.dashboard_domain);
  const [status, setStatus] = useState<NetworkStatus>(network.status);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const update = useUpdateNetwork();

  const nameError = name.trim() ? null : t('required');
  const cleanDomain = domain.trim().toLowerCase();
  const domainError = !cleanDomain ? t('required') : HOST.test(cleanDomain) ? null : t('invalidDomain');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (nameError || domainError) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved = await update.mutateAsync({
        id: network.id,
        company_name: name.trim(),
        dashboard_domain: cleanDomain,
        status,
      });
      notifySuccess(t('savedToast', { name: saved.company_name }));
      onSaved(saved);
    } catch (error) {
      setFailure(userMessage(error, t));
      setSaving(false);
    }
  };

  return (
    <Dialog title={t('editTitle', { name: network.company_name })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {failure ? (
          <Alert $tone="danger" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t('companyName')}
          value={name}
          maxLength={MAX_NAME_LENGTH}
          onChange={(e) => setName(e.target.value)}
          error={touched ? nameError : null}
        />
        <TextField
          label={t('dashboardDomain')}
          value={domain}
          maxLength={300}
          hint={t('domainHint')}
          onChange={(e) => setDomain(e.target.value)}
          error={touched ? domainError : null}
        />
        <StatusField value={status} onChange={setStatus} label={t('status')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={saving}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
