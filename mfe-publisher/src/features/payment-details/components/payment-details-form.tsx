import { PAYMENT_METHOD_FIELDS, PAYMENT_METHODS, type PaymentDetails, TAX_FIELDS } from '@affnet/contracts';
import { notifySuccess } from '@affnet/core';
import { Alert, Button, FormTextField, useValidatedForm } from '@affnet/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSavePaymentDetails } from '../api/save-payment-details';
import { PAYMENT_RULES, type PaymentValues } from '../lib/payment-rules';
import { inputOf, valuesOf } from '../lib/payment-values';

/** A form of short values reads better narrow than across a wide screen. */
const Form = styled.form`
  max-width: 42rem;
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 1rem;
  padding: 0;
  legend { font-weight: 600; margin-bottom: 0.5rem; padding: 0; }
`;

const Methods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  label { align-items: center; display: inline-flex; gap: 0.4rem; min-height: 44px; }
`;

/** Server fields are this form's own names (the body is flat). */
const SERVER_FIELDS = Object.fromEntries(
  [...Object.values(PAYMENT_METHOD_FIELDS).flat(), ...TAX_FIELDS, 'method'].map((field) => [field, field]),
) as Record<string, keyof PaymentValues>;

/** The publisher's payment method (the fields it needs) and tax details; a save is mailed to him. */
export function PaymentDetailsForm({ saved }: { saved: PaymentDetails | null }) {
  const { t } = useTranslation('paymentDetails');
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSavePaymentDetails();
  const form = useValidatedForm<PaymentValues>({
    defaultValues: valuesOf(saved),
    rules: PAYMENT_RULES,
    serverFields: SERVER_FIELDS,
    onFailure: setFailure,
  });
  const method = form.watch('method');

  const send = async (values: PaymentValues) => {
    setFailure(null);
    await save.mutateAsync(inputOf(values));
    notifySuccess(t('saved'));
  };

  return (
    <Form noValidate onSubmit={form.submit(send)} aria-label={t('title')}>
      <Group>
        <legend>{t('method.label')}</legend>
        <Methods>
          {PAYMENT_METHODS.map((choice) => (
            <label key={choice}>
              <input type="radio" value={choice} {...form.register('method')} />
              {t(`method.${choice}`)}
            </label>
          ))}
        </Methods>
      </Group>
      <Group>
        <legend>{t('account')}</legend>
        {PAYMENT_METHOD_FIELDS[method].map((field) => (
          <FormTextField
            key={`${method}-${field}`}
            label={t(`field.${field}`)}
            hint={t(`hint.${field}`, { defaultValue: '' }) || undefined}
            autoComplete="off"
            {...form.field(field)}
          />
        ))}
      </Group>
      <Group>
        <legend>{t('tax')}</legend>
        {TAX_FIELDS.map((field) => (
          <FormTextField
            key={field}
            label={t(`field.${field}`)}
            hint={t(`hint.${field}`, { defaultValue: '' }) || undefined}
            {...form.field(field)}
          />
        ))}
      </Group>
      {failure ? (
        <Alert $tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Alert $tone="info">{t('mailNote')}</Alert>
      <Button type="submit" disabled={form.sending}>
        {form.sending ? t('saving') : t('save')}
      </Button>
    </Form>
  );
}
