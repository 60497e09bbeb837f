import {
  DEVICES,
  MAX_NAME_LENGTH,
  OFFER_STATUSES,
  OFFER_VISIBILITIES,
  OPERATING_SYSTEMS,
  PAYOUT_TYPES,
} from '@affnet/contracts';
import type { FormFailure } from '@affnet/core';
import { notifyError } from '@affnet/core';
import { Button, TextField } from '@affnet/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountDigits, amountExample } from '../../../lib/money';
import type { OfferInput } from '../api/create-offer';
import { useAdvertisers } from '../hooks/use-advertisers';
import {
  type FormErrors,
  inputOf,
  type OfferFormValues,
  type TextFieldName,
  validateOffer,
} from '../lib/offer-form-values';
import { CheckboxGroup, ChoiceField, TextAreaField } from './form-controls';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 1rem;
`;

const FIELD_ORDER: (keyof OfferFormValues)[] = [
  'name',
  'preview_url',
  'destination_url',
  'advertiser_id',
  'payout',
  'revenue',
  'currency',
  'countries',
  'daily_cap',
  'monthly_cap',
  'thumbnail_url',
];

interface OfferFormProps {
  initial: OfferFormValues;
  submitLabel: string;
  sending: boolean;
  /** Sends the offer; resolves with the server's refusal, if any, to be shown on its field. */
  onSubmit: (offer: OfferInput) => Promise<FormFailure<keyof OfferFormValues> | null>;
}

const isTextField = (name: keyof OfferFormValues): name is TextFieldName =>
  FIELD_ORDER.includes(name) || name === 'kpi' || name === 'categories';

/** Every field of an offer, checked in the browser before it is sent. */
export function OfferForm({ initial, submitLabel, sending, onSubmit }: OfferFormProps) {
  const { t, i18n } = useTranslation('offers');
  const locale = i18n.language;
  const advertisers = useAdvertisers();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<{ field: TextFieldName; message: string } | null>(null);

  const set = <K extends keyof OfferFormValues>(name: K, value: OfferFormValues[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validateOffer(next, locale));
    if (refused?.field === name) setRefused(null);
  };

  const send = async (form: HTMLFormElement) => {
    const failure = await onSubmit(inputOf(values, locale));
    if (!failure) return;
    if (failure.field === null || !isTextField(failure.field)) {
      notifyError(failure.message);
      return;
    }
    setRefused({ field: failure.field, message: failure.message });
    const input = form.elements.namedItem(failure.field);
    if (input instanceof HTMLElement) input.focus();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateOffer(values, locale);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (!first) return void send(event.currentTarget);
    const input = event.currentTarget.elements.namedItem(first);
    if (input instanceof HTMLElement) input.focus();
  };

  // Hints and errors of the amounts name the currency, its decimals and an example in the reader's language.
  const priced = { payout_type: values.payout_type, currency: values.currency.trim().toUpperCase() };
  const amountWords = {
    currency: priced.currency,
    digits: amountDigits(priced),
    example: amountExample(priced, locale),
  };

  const text = (name: TextFieldName, hint?: string, extra: { inputMode?: 'decimal' | 'numeric' } = {}) => {
    const label = t(`field.${name}`);
    const error = errors[name];
    return (
      <TextField
        label={label}
        name={name}
        value={values[name]}
        hint={hint}
        error={
          error
            ? t(error, { field: label, max: MAX_NAME_LENGTH, ...amountWords })
            : refused?.field === name
              ? refused.message
              : null
        }
        onChange={(e) => set(name, e.target.value)}
        {...extra}
      />
    );
  };

  const amountHintKey =
    values.payout_type === 'CPS' ? 'hint.percent' : amountWords.digits === 0 ? 'hint.amountWhole' : 'hint.amount';
  const amountHint = t(amountHintKey, amountWords);
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={submitLabel}>
      {text('name')}
      <TextAreaField
        label={t('field.description')}
        name="description"
        value={values.description}
        onChange={(v) => set('description', v)}
      />
      {text('preview_url')}
      {text('destination_url', t('hint.macros'))}
      {advertisers.length ? (
        <ChoiceField
          label={t('field.advertiser')}
          name="advertiser_id"
          value={values.advertiser_id}
          onChange={(e) => set('advertiser_id', e.target.value)}
        >
          <option value="">{t('noAdvertiser')}</option>
          {advertisers.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </ChoiceField>
      ) : (
        text('advertiser_id', undefined, { inputMode: 'numeric' })
      )}
      <Columns>
        <ChoiceField
          label={t('field.status')}
          name="status"
          value={values.status}
          onChange={(e) => set('status', e.target.value as OfferFormValues['status'])}
        >
          {OFFER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          label={t('field.visibility')}
          name="visibility"
          value={values.visibility}
          onChange={(e) => set('visibility', e.target.value as OfferFormValues['visibility'])}
        >
          {OFFER_VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {t(`visibility.${v}`)}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          label={t('field.payout_type')}
          name="payout_type"
          value={values.payout_type}
          onChange={(e) => set('payout_type', e.target.value as OfferFormValues['payout_type'])}
        >
          {PAYOUT_TYPES.map((p) => (
            <option key={p} value={p}>
              {t(`payoutType.${p}`)}
            </option>
          ))}
        </ChoiceField>
      </Columns>
      <Columns>
        {text('payout', amountHint, { inputMode: 'decimal' })}
        {text('revenue', amountHint, { inputMode: 'decimal' })}
        {text('currency', t('hint.currency'))}
      </Columns>
      {text('countries', t('hint.countries'))}
      <CheckboxGroup
        legend={t('field.os')}
        hint={t('hint.allWhenNone')}
        options={OPERATING_SYSTEMS}
        labelOf={(v) => t(`os.${v}`)}
        checked={values.os}
        onChange={(v) => set('os', v)}
      />
      <CheckboxGroup
        legend={t('field.devices')}
        hint={t('hint.allWhenNone')}
        options={DEVICES}
        labelOf={(v) => t(`device.${v}`)}
        checked={values.devices}
        onChange={(v) => set('devices', v)}
      />
      <Columns>
        {text('daily_cap', t('hint.cap'), { inputMode: 'numeric' })}
        {text('monthly_cap', t('hint.cap'), { inputMode: 'numeric' })}
      </Columns>
      {text('kpi')}
      {text('categories', t('hint.categories'))}
      {text('thumbnail_url')}
      <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
        {sending ? t('form.saving') : submitLabel}
      </Button>
    </form>
  );
}
