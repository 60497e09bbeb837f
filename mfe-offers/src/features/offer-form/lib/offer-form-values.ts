import {
  type Device,
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
import { amountDigits, amountText, type Priced, parseOfferAmount } from '../../../lib/money';
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

export type TextFieldName = Exclude<keyof OfferFormValues, 'os' | 'devices' | 'status' | 'visibility' | 'payout_type'>;

/** The server names the form's fields as the form does: each maps to itself. */
export const OFFER_SERVER_FIELDS: Readonly<Record<string, keyof OfferFormValues>> = Object.fromEntries(
  OFFER_INPUT_FIELDS.map((name) => [name, name]),
);

/** An i18n key of the `offers` namespace; `{{field}}` is filled with the field's label. */
export type FormErrors = Partial<Record<keyof OfferFormValues, string>>;

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

const isUrl = (value: string) => /^https?:\/\/[^\s]+$/i.test(value.trim());
/** A whole number from 1 to `max`, as typed. */
const isWholeUpTo = (value: string, max: number) => /^[1-9]\d*$/.test(value.trim()) && Number(value.trim()) <= max;
const PERCENT_MAX = 10_000;

/** The amounts are read in the currency and payout type the form has now. */
const pricedOf = (v: OfferFormValues): Priced => ({
  payout_type: v.payout_type,
  currency: v.currency.trim().toUpperCase(),
});

const AMOUNT_ERRORS = {
  tooManyDigits: 'error.amountDigits',
  negative: 'error.amountNegative',
} as const;

function amountError(value: string, v: OfferFormValues, locale: string): string | undefined {
  if (!value.trim()) return 'error.required';
  const minor = parseOfferAmount(pricedOf(v), value, locale);
  if (!minor.ok) {
    if (minor.refusal === 'tooManyDigits' && amountDigits(pricedOf(v)) === 0) return 'error.amountWhole';
    const key = minor.refusal === 'tooManyDigits' || minor.refusal === 'negative' ? minor.refusal : null;
    return key ? AMOUNT_ERRORS[key] : 'error.amount';
  }
  if (v.payout_type === 'CPS' && minor.value > PERCENT_MAX) return 'error.percent';
  return undefined;
}

const amountOf = (value: string, v: OfferFormValues, locale: string) => {
  const minor = parseOfferAmount(pricedOf(v), value, locale);
  return minor.ok ? minor.value : 0;
};

/** Every rule of the form; a field with no entry is fine. */
export function validateOffer(v: OfferFormValues, locale: string): FormErrors {
  const errors: FormErrors = {};
  if (!v.name.trim()) errors.name = 'error.required';
  else if (v.name.length > MAX_NAME_LENGTH) errors.name = 'error.tooLong';
  if (!v.destination_url.trim()) errors.destination_url = 'error.required';
  else if (!isUrl(v.destination_url)) errors.destination_url = 'error.url';
  if (v.preview_url.trim() && !isUrl(v.preview_url)) errors.preview_url = 'error.url';
  if (v.thumbnail_url.trim() && !isUrl(v.thumbnail_url)) errors.thumbnail_url = 'error.url';
  if (v.advertiser_id.trim() && !isWholeUpTo(v.advertiser_id, MAX_RECORD_ID)) errors.advertiser_id = 'error.advertiser';
  errors.payout = amountError(v.payout, v, locale);
  errors.revenue = amountError(v.revenue, v, locale);
  if (!/^[A-Za-z]{3}$/.test(v.currency.trim())) errors.currency = 'error.currency';
  if (!listOf(v.countries).every((code) => /^[A-Za-z]{2}$/.test(code))) errors.countries = 'error.countries';
  if (v.daily_cap.trim() && !isWholeUpTo(v.daily_cap, MAX_CAP)) errors.daily_cap = 'error.cap';
  if (v.monthly_cap.trim() && !isWholeUpTo(v.monthly_cap, MAX_CAP)) errors.monthly_cap = 'error.cap';
  for (const name of Object.keys(errors) as (keyof FormErrors)[]) if (!errors[name]) delete errors[name];
  return errors;
}

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
