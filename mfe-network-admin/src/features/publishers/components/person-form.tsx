import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_BYTES } from '@affnet/contracts';
import { Button, FormTextField, SelectField, useFieldMessage, useValidatedForm } from '@affnet/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FormRefusal, placeRefusal } from '../../../components/form-refusal';
import { PERSON_RULES, type PersonValues } from '../lib/person-form';

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
  /** The save mutation's isPending: Save waits while it runs. */
  busy: boolean;
  onSubmit: (values: PersonValues) => Promise<void>;
  onCancel?: () => void;
  /** Extra fields (the account manager of a publisher), given the values and a setter. */
  extra?: (values: PersonValues, set: (field: keyof PersonValues, value: string) => void) => ReactNode;
}

/** Name, email, company, password and status of a publisher or advertiser, checked before sending. */
export function PersonForm({ initial, editing, busy, onSubmit, onCancel, extra }: PersonFormProps) {
  const { t } = useTranslation('publishers');
  const form = useValidatedForm<PersonValues>({ defaultValues: initial, rules: PERSON_RULES });
  const statusMessage = useFieldMessage(form.getFieldState('status', form.formState).error, t('form.status'));
  const submit = form.submit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      placeRefusal(form, failure, t, SERVER_FIELDS);
    }
  });
  const set = (field: PersonField, value: string) => form.setValue(field, value, { shouldDirty: true });

  return (
    <form onSubmit={submit} noValidate>
      <FormRefusal form={form} />
      <Grid>
        <FormTextField label={t('form.name')} maxLength={MAX_NAME_LENGTH} {...form.field('name')} />
        <FormTextField label={t('form.email')} type="email" maxLength={MAX_EMAIL_LENGTH} {...form.field('email')} />
        <FormTextField label={t('form.company')} maxLength={MAX_NAME_LENGTH} {...form.field('company_name')} />
        <FormTextField
          label={t('form.password')}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_BYTES}
          hint={t(editing ? 'form.passwordKeep' : 'form.passwordHint')}
          {...form.field('password')}
        />
        <SelectField label={t('form.status')} error={statusMessage} {...form.register('status')}>
          <option value="active">{t('status.active')}</option>
          <option value="inactive">{t('status.inactive')}</option>
        </SelectField>
        {extra?.(form.watch(), set)}
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
