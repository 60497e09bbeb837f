import {
  COUNTRY_PATTERN,
  CURRENCY_PATTERN,
  type Device,
  HTTP_URL_PATTERN,
  MAX_CAP,
  MAX_NAME_LENGTH,
  MAX_RECORD_ID,
  OFFER_INPUT_FIELDS,
  type Offer,
  type OfferStatus,
  type OfferVisibility,
  type OperatingSystem,
  type PayoutType,
} from '@affnet/contracts';
import type { FieldRule, FieldRules, RuleBreak } from '@affnet/ui';
import { amountDigits, amountExample, amountText, type Priced, parseOfferAmount } from '../../../lib/money';
import type { OfferInput } from '../api/create-offer';

/** The offer form as typed: text for every input, lists for the checkbox groups. */
export interface OfferFormValues {
  name: string;
  description: string;
  preview_url: string;
  destination_url: string;
  advertiser_id: string;
  status: OfferStatus;
  visibility: OfferVisibility;
  payout_type: PayoutType;
  payout: string;
  revenue: string;
  currency: string;
  countries: string;
  os: OperatingSystem[];
  devices: Device[];
  daily_cap: string;
  monthly_cap: string;
  kpi: string;
  categories: string;
  thumbnail_url: string;
}

const CHOICE_FIELDS: readonly string[] = ['os', 'devices', 'status', 'visibility', 'payout_type'];
export type TextFieldName = Exclude<keyof OfferFormValues, 'os' | 'devices' | 'status' | 'visibility' | 'payout_type'>;

/** The server names the form's fields as the form does; a refusal of a text field lands on it, others are toasts. */
export const OFFER_SERVER_FIELDS: Readonly<Record<string, TextFieldName>> = Object.fromEntries(
  OFFER_INPUT_FIELDS.filter((name) => !CHOICE_FIELDS.includes(name)).map((name) => [name, name as TextFieldName]),
);

export const EMPTY_OFFER: OfferFormValues = {
  name: '',
  description: '',
  preview_url: '',
  destination_url: '',
  advertiser_id: '',
  status: 'active',
  visibility: 'public',
  payout_type: 'CPA',
  payout: '',
  revenue: '',
  currency: 'USD',
  countries: '',
  os: [],
  devices: [],
  daily_cap: '',
  monthly_cap: '',
  kpi: '',
  categories: '',
  thumbnail_url: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form of a saved offer; amounts in the reader's language with the currency's digits (¥1,250 as 1250). */
export function valuesOf(offer: Offer, locale: string): OfferFormValues {
  return {
    ...offer,
    // The owner edits offers, and his view carries the destination.
    destination_url: offer.destination_url ?? '',
    advertiser_id: text(offer.advertiser_id),
    payout: amountText(offer, offer.payout ?? 0, locale),
    revenue: amountText(offer, offer.revenue ?? 0, locale),
    countries: offer.countries.join(', '),
    daily_cap: text(offer.daily_cap),
    monthly_cap: text(offer.monthly_cap),
    categories: offer.categories.join(', '),
    thumbnail_url: offer.thumbnail_url ?? '',
  };
}

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const HTTP_URL = new RegExp(HTTP_URL_PATTERN, 'i');
const CURRENCY = new RegExp(CURRENCY_PATTERN);
const COUNTRY = new RegExp(COUNTRY_PATTERN);
const PERCENT_MAX = 10_000;

/** The amounts are read in the currency and payout type the form has now. */
const pricedOf = (v: OfferFormValues): Priced => ({
  payout_type: v.payout_type,
  currency: v.currency.trim().toUpperCase(),
});

/** What the amounts' hints and messages name: the currency, its decimals and an example in the reader's language. */
export function amountWordsOf(v: OfferFormValues, locale: string) {
  const priced = pricedOf(v);
  return { currency: priced.currency, digits: amountDigits(priced), example: amountExample(priced, locale) };
}

type OfferRule = FieldRule<OfferFormValues>;

const broken = (key: string, values?: RuleBreak['values']): RuleBreak => ({ key: `offers:${key}`, values });
const filled =
  (rule: OfferRule): OfferRule =>
  (value, v) =>
    value.trim() ? rule(value, v) : null;
const isRequired: OfferRule = (value) => (value.trim() ? null : broken('error.required'));
const isUrl: OfferRule = (value) => (HTTP_URL.test(value.trim()) ? null : broken('error.url'));
/** A whole number from 1 to `max`, as typed. */
const wholeUpTo =
  (max: number, key: string): OfferRule =>
  (value) =>
    /^[1-9]\d*$/.test(value.trim()) && Number(value.trim()) <= max ? null : broken(key);

const AMOUNT_ERRORS = { tooManyDigits: 'error.amountDigits', negative: 'error.amountNegative' } as const;

/** An amount in the form's currency (minor units of it), or a percentage up to 100 for CPS. */
const amount =
  (locale: string): OfferRule =>
  (value, v) => {
    const words = amountWordsOf(v, locale);
    if (!value.trim()) return broken('error.required');
    const minor = parseOfferAmount(pricedOf(v), value, locale);
    if (!minor.ok) {
      if (minor.refusal === 'tooManyDigits' && words.digits === 0) return broken('error.amountWhole', words);
      const key = minor.refusal === 'tooManyDigits' || minor.refusal === 'negative' ? minor.refusal : null;
      return broken(key ? AMOUNT_ERRORS[key] : 'error.amount', words);
    }
    return v.payout_type === 'CPS' && minor.value > PERCENT_MAX ? broken('error.percent') : null;
  };

/** Every rule of the form, as the server applies them; amounts are read in the reader's language. */
export function offerRules(locale: string): FieldRules<OfferFormValues> {
  return {
    name: [
      isRequired,
      (value) => (value.length > MAX_NAME_LENGTH ? broken('error.tooLong', { max: MAX_NAME_LENGTH }) : null),
    ],
    preview_url: [filled(isUrl)],
    destination_url: [isRequired, isUrl],
    advertiser_id: [filled(wholeUpTo(MAX_RECORD_ID, 'error.advertiser'))],
    payout: [amount(locale)],
    revenue: [amount(locale)],
    currency: [(value) => (CURRENCY.test(value.trim().toUpperCase()) ? null : broken('error.currency'))],
    countries: [
      (value) => (listOf(value).every((code) => COUNTRY.test(code.toUpperCase())) ? null : broken('error.countries')),
    ],
    daily_cap: [filled(wholeUpTo(MAX_CAP, 'error.cap'))],
    monthly_cap: [filled(wholeUpTo(MAX_CAP, 'error.cap'))],
    thumbnail_url: [filled(isUrl)],
  };
}

const amountOf = (value: string, v: OfferFormValues, locale: string) => {
  const minor = parseOfferAmount(pricedOf(v), value, locale);
  return minor.ok ? minor.value : 0;
};

const countOrNull = (value: string) => (value.trim() ? Number(value.trim()) : null);

/** The request body of a valid form; amounts become exact minor units of its currency. */
export function inputOf(v: OfferFormValues, locale: string): OfferInput {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    preview_url: v.preview_url.trim(),
    destination_url: v.destination_url.trim(),
    advertiser_id: countOrNull(v.advertiser_id),
    status: v.status,
    visibility: v.visibility,
    payout_type: v.payout_type,
    payout: amountOf(v.payout, v, locale),
    revenue: amountOf(v.revenue, v, locale),
    currency: v.currency.trim().toUpperCase(),
    countries: listOf(v.countries).map((code) => code.toUpperCase()),
    os: v.os,
    devices: v.devices,
    daily_cap: countOrNull(v.daily_cap),
    monthly_cap: countOrNull(v.monthly_cap),
    kpi: v.kpi.trim(),
    categories: listOf(v.categories),
    thumbnail_url: v.thumbnail_url.trim() || null,
  };
}
