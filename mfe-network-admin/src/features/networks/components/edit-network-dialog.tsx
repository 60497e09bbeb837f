import type { AdminNetwork, NetworkStatus } from '@affnet/contracts';
import { HOST_PATTERN, MAX_NAME_LENGTH } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Button, Dialog, DialogActions, type FieldRule, FormTextField, useValidatedForm } from '@affnet/ui';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRefusal, placeRefusal } from '../../../components/form-refusal';
import { useUpdateNetwork } from '../api/update-network';
import { StatusField } from './status-field';

const HOST = new RegExp(HOST_PATTERN);

/** The domain as it is sent: spaces around it and upper case do not count. */
const cleanDomain = (domain: string) => domain.trim().toLowerCase();

const filled: FieldRule<unknown> = (value) => (value.trim() ? null : { key: 'networks:required' });
const host: FieldRule<unknown> = (value) => (HOST.test(cleanDomain(value)) ? null : { key: 'networks:invalidDomain' });

interface NetworkValues {
  name: string;
  domain: string;
  status: NetworkStatus;
}

interface EditNetworkDialogProps {
  network: AdminNetwork;
  onClose: () => void;
  onSaved: (network: AdminNetwork) => void;
}

/** Company name, dashboard domain and status of one network, checked here and again by the server. */
export function EditNetworkDialog({ network, onClose, onSaved }: EditNetworkDialogProps) {
  const { t } = useTranslation('networks');
  const update = useUpdateNetwork();
  const form = useValidatedForm<NetworkValues>({
    defaultValues: { name: network.company_name, domain: network.dashboard_domain, status: network.status },
    rules: { name: [filled], domain: [filled, host] },
  });
  const { field: status } = useController({ control: form.control, name: 'status' });

  const submit = form.submit(async ({ name, domain, status }) => {
    try {
      const saved = await update.mutateAsync({
        id: network.id,
        company_name: name.trim(),
        dashboard_domain: cleanDomain(domain),
        status,
      });
      notifySuccess(t('savedToast', { name: saved.company_name }));
      onSaved(saved);
    } catch (error) {
      placeRefusal(form, error, t, { company_name: 'name', dashboard_domain: 'domain' });
    }
  });

  return (
    <Dialog title={t('editTitle', { name: network.company_name })} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <FormRefusal form={form} />
        <FormTextField label={t('companyName')} maxLength={MAX_NAME_LENGTH} {...form.field('name')} />
        <FormTextField label={t('dashboardDomain')} maxLength={300} hint={t('domainHint')} {...form.field('domain')} />
        <StatusField value={status.value} onChange={status.onChange} label={t('status')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
