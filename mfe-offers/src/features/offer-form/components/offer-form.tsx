import { DEVICES, OFFER_STATUSES, OFFER_VISIBILITIES, OPERATING_SYSTEMS, PAYOUT_TYPES } from '@affnet/contracts';
import { Button, FormTextField, useValidatedForm } from '@affnet/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OfferInput } from '../api/create-offer';
import { useAdvertisers } from '../hooks/use-advertisers';
import {
  amountWordsOf,
  inputOf,
  OFFER_SERVER_FIELDS,
  type OfferFormValues,
  offerRules,
  type TextFieldName,
} from '../lib/offer-form-values';
import { CheckboxGroup, ChoiceField, TextAreaField } from './form-controls';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0 1rem;
`;

interface OfferFormProps {
  initial: OfferFormValues;
  submitLabel: string;
  /** The page's save is on its way (or done, and the page is leaving). */
  sending: boolean;
  /** Sends the offer; a refusal it throws is shown on its field (or as a toast). */
  onSubmit: (offer: OfferInput) => Promise<void>;
}

/** Every field of an offer, checked in the browser before it is sent. */
export function OfferForm({ initial, submitLabel, sending, onSubmit }: OfferFormProps) {
  const { t, i18n } = useTranslation('offers');
  const locale = i18n.language;
  const advertisers = useAdvertisers();
  const form = useValidatedForm<OfferFormValues>({
    defaultValues: initial,
    rules: offerRules(locale),
    serverFields: OFFER_SERVER_FIELDS,
  });
  const values = form.watch();

  // Hints of the amounts name the currency, its decimals and an example in the reader's language.
  const amountWords = amountWordsOf(values, locale);
  const amountHintKey =
    values.payout_type === 'CPS' ? 'hint.percent' : amountWords.digits === 0 ? 'hint.amountWhole' : 'hint.amount';
  const amountHint = t(amountHintKey, amountWords);

  const text = (name: TextFieldName, hint?: string, inputMode?: 'decimal' | 'numeric') => (
    <FormTextField label={t(`field.${name}`)} hint={hint} inputMode={inputMode} {...form.field(name)} />
  );
  const choice = (name: 'status' | 'visibility' | 'payout_type', options: readonly string[], prefix: string) => (
    <ChoiceField label={t(`field.${name}`)} {...form.register(name)}>
      {options.map((option) => (
        <option key={option} value={option}>
          {t(`${prefix}.${option}`)}
        </option>
      ))}
    </ChoiceField>
  );

  return (
    <form onSubmit={form.submit((typed) => onSubmit(inputOf(typed, locale)))} noValidate aria-label={submitLabel}>
      {text('name')}
      <TextAreaField label={t('field.description')} {...form.register('description')} />
      {text('preview_url')}
      {text('destination_url', t('hint.macros'))}
      {advertisers.length ? (
        <ChoiceField label={t('field.advertiser')} {...form.register('advertiser_id')}>
          <option value="">{t('noAdvertiser')}</option>
          {advertisers.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name}
            </option>
          ))}
        </ChoiceField>
      ) : (
        text('advertiser_id', undefined, 'numeric')
      )}
      <Columns>
        {choice('status', OFFER_STATUSES, 'status')}
        {choice('visibility', OFFER_VISIBILITIES, 'visibility')}
        {choice('payout_type', PAYOUT_TYPES, 'payoutType')}
      </Columns>
      <Columns>
        {text('payout', amountHint, 'decimal')}
        {text('revenue', amountHint, 'decimal')}
        {text('currency', t('hint.currency'))}
      </Columns>
      {text('countries', t('hint.countries'))}
      <CheckboxGroup
        legend={t('field.os')}
        hint={t('hint.allWhenNone')}
        options={OPERATING_SYSTEMS}
        labelOf={(v) => t(`os.${v}`)}
        checked={values.os}
        onChange={(v) => form.setValue('os', v)}
      />
      <CheckboxGroup
        legend={t('field.devices')}
        hint={t('hint.allWhenNone')}
        options={DEVICES}
        labelOf={(v) => t(`device.${v}`)}
        checked={values.devices}
        onChange={(v) => form.setValue('devices', v)}
      />
      <Columns>
        {text('daily_cap', t('hint.cap'), 'numeric')}
        {text('monthly_cap', t('hint.cap'), 'numeric')}
      </Columns>
      {text('kpi')}
      {text('categories', t('hint.categories'))}
      {text('thumbnail_url')}
      <Button type="submit" disabled={sending || form.sending} aria-busy={sending || form.sending || undefined}>
        {sending || form.sending ? t('form.saving') : submitLabel}
      </Button>
    </form>
  );
}
