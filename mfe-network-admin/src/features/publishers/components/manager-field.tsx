import { formFailure, notifySuccess } from '@affnet/core';
import { Button, FormTextField, SelectField, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddAccountManager } from '../api/add-account-manager';
import { useAccountManagers } from '../api/get-account-managers';
import { filled, plausibleEmail } from '../lib/person-form';

const Box = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 0.75rem;
  margin: 0 0 1rem;
  legend { font-weight: 600; }
`;

const NO_MANAGER = { name: '', email: '', skypeId: '' };
type ManagerDraft = typeof NO_MANAGER;

/** The account manager select, with a small form to add a manager and pick him at once. */
export function ManagerField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('publishers');
  // Without the list the select offers "no manager" only; nothing to tell the user.
  const managers = useAccountManagers().data ?? [];
  const [adding, setAdding] = useState(false);
  return (
    <div>
      <SelectField
        label={t('form.manager')}
        name="account_manager_id"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('form.noManager')}</option>
        {managers.map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name} ({m.email})
          </option>
        ))}
      </SelectField>
      {adding ? (
        <NewManager
          onAdded={(id) => {
            onChange(id);
            setAdding(false);
          }}
        />
      ) : (
        <Button type="button" $variant="link" onClick={() => setAdding(true)}>
          {t('manager.add')}
        </Button>
      )}
    </div>
  );
}

/**
 * A new manager's name, email and Skype id. It sits inside the person's form (a form cannot hold another), so its
 * button sends it alone.
 */
function NewManager({ onAdded }: { onAdded: (id: string) => void }) {
  const { t } = useTranslation('publishers');
  const addManager = useAddAccountManager();
  const form = useValidatedForm<ManagerDraft>({
    defaultValues: NO_MANAGER,
    rules: { name: [filled], email: [filled, plausibleEmail] },
  });
  const add = form.submit(async (draft) => {
    try {
      const manager = await addManager.mutateAsync(draft);
      notifySuccess(t('manager.added', { name: manager.name }));
      onAdded(String(manager.id));
    } catch (failure) {
      // A refusal about no field of this form is said on the name, the first one.
      const placed = formFailure(failure, t, { name: 'name', email: 'email', skypeId: 'skypeId' } as const);
      form.showServerError(placed.field ?? 'name', placed.message);
    }
  });
  return (
    <Box>
      <legend>{t('manager.title')}</legend>
      <FormTextField label={t('form.name')} {...form.field('name')} />
      <FormTextField label={t('form.email')} type="email" {...form.field('email')} />
      <FormTextField label={t('manager.skype')} {...form.field('skypeId')} />
      <Button type="button" disabled={addManager.isPending} onClick={add}>
        {t('manager.add')}
      </Button>
    </Box>
  );
}
