import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_BYTES } from '@affnet/contracts';
import { type FormFailure, formFailure } from '@affnet/core';
import { Alert, Button, SelectField, TextField } from '@affnet/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type PersonErrors, type PersonValues, validatePerson } from '../lib/person-form';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: 1rem;
`;

const Actions = styled.div`
  display: flex;
  gap: 0.5rem;
`;

type PersonField = keyof PersonValues;

/** The server names the same fields as the form. */
const SERVER_FIELDS: Record<string, PersonField> = {
  name: 'name',
  email: 'email',
  company_name: 'company_name',
  password: 'password',
  status: 'status',
};

interface PersonFormProps {
  initial: PersonValues;
  /** Editing an existing account: the password may stay empty to keep it. */
  editing: boolean;
  onSubmit: (values: PersonValues) => Promise<void>;
  onCancel?: () => void;
  /** Extra fields (the account manager of a publisher), given the values and a setter. */
  extra?: (values: PersonValues, set: (field: keyof PersonValues, value: string) => void) => ReactNode;
}

/** Name, email, company, password and status of a publisher or advertiser, checked before sending. */
export function PersonForm({ initial, editing, onSubmit, onCancel, extra }: PersonFormProps) {
  const { t } = useTranslation('publishers');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PersonErrors>({});
  const [serverError, setServerError] = useState<FormFailure<PersonField> | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: PersonField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // The server's refusal was about the value it saw.
    if (serverError?.field === field) setServerError(null);
  };
  const error = (field: PersonField) =>
    errors[field] ? t(errors[field]) : serverError?.field === field ? serverError.message : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      setServerError(formFailure(failure, t, SERVER_FIELDS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {serverError && serverError.field === null ? (
        <Alert $tone="danger" role="alert">
          {serverError.message}
        </Alert>
      ) : null}
      <Grid>
        <TextField
          label={t('form.name')}
          name="name"
          value={values.name}
          maxLength={MAX_NAME_LENGTH}
          error={error('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('form.email')}
          name="email"
          type="email"
          value={values.email}
          maxLength={MAX_EMAIL_LENGTH}
          error={error('email')}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={t('form.company')}
          name="company_name"
          value={values.company_name}
          maxLength={MAX_NAME_LENGTH}
          error={error('company_name')}
          onChange={(e) => set('company_name', e.target.value)}
        />
        <TextField
          label={t('form.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          maxLength={MAX_PASSWORD_BYTES}
          error={error('password')}
          hint={t(editing ? 'form.passwordKeep' : 'form.passwordHint')}
          onChange={(e) => set('password', e.target.value)}
        />
        <SelectField
          label={t('form.status')}
          name="status"
          value={values.status}
          error={error('status')}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="active">{t('status.active')}</option>
          <option value="inactive">{t('status.inactive')}</option>
        </SelectField>
        {extra?.(values, set)}
      </Grid>
      <Actions>
        <Button type="submit" disabled={busy}>
          {t('form.save')}
        </Button>
        {onCancel ? (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        ) : null}
      </Actions>
    </form>
  );
}
