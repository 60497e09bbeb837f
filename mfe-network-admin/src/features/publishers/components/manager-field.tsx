import { notifySuccess, userMessage } from '@affnet/core';
import { Button, SelectField, TextField } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAddAccountManager } from '../api/add-account-manager';
import { useAccountManagers } from '../api/get-account-managers';

const Box = styled.fieldset`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 6px;
  padding: 0.75rem;
  margin: 0 0 1rem;
  legend { font-weight: 600; }
`;

/** The account manager select, with a small form to add a manager and pick him at once. */
export function ManagerField({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('publishers');
  // Without the list the select offers "no manager" only; nothing to tell the user.
  const managers = useAccountManagers().data ?? [];
  const addManager = useAddAccountManager();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState({ name: '', email: '', skypeId: '' });
  const [error, setError] = useState<string | null>(null);

  const add = async () => {
    if (!draft.name.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) {
      setError(t(draft.name.trim() ? 'form.invalidEmail' : 'form.required'));
      return;
    }
    try {
      const manager = await addManager.mutateAsync(draft);
      onChange(String(manager.id));
      notifySuccess(t('manager.added', { name: manager.name }));
      setAdding(false);
      setDraft({ name: '', email: '', skypeId: '' });
      setError(null);
    } catch (failure) {
      setError(userMessage(failure, t));
    }
  };

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
        <Box>
          <legend>{t('manager.title')}</legend>
          <TextField
            label={t('form.name')}
            value={draft.name}
            error={error}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
          <TextField
            label={t('form.email')}
            type="email"
            value={draft.email}
            onChange={(e) => setDraft({ ...draft, email: e.target.value })}
          />
          <TextField
            label={t('manager.skype')}
            value={draft.skypeId}
            onChange={(e) => setDraft({ ...draft, skypeId: e.target.value })}
          />
          <Button type="button" onClick={add}>
            {t('manager.add')}
          </Button>
        </Box>
      ) : (
        <Button type="button" $variant="link" onClick={() => setAdding(true)}>
          {t('manager.add')}
        </Button>
      )}
    </div>
  );
}
