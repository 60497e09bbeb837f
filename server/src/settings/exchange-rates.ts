import {
  CURRENCY_PATTERN,
  type ExchangeRateInput,
  type ExchangeRates,
  type ReportingCurrencyInput,
} from '@affnet/contracts';
import { createdFields } from '../shared/audit';
import { nowIso } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, invalidField } from '../shared/errors';
import { audited, networkOf } from './audit';
import { reportingCurrencyFields } from './audited-fields';
import { exchangeRateStore } from './exchange-rate-store';
import { settingsStore } from './store';

/** A currency code as offers use it (ISO 4217: three capitals). */
const CURRENCY = new RegExp(CURRENCY_PATTERN);
/** A rate as typed: a plain positive decimal, at most 9 digits each side (no exponent, no sign). */
const RATE = /^\d{1,9}(\.\d{1,9})?$/;

function checkedDay(field: string, day: string): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw invalidField(field, ERROR_CODES.invalidFormat, 'must be a day as YYYY-MM-DD');
  return day;
}

function checkedCurrency(field: string, currency: string): string {
  if (!CURRENCY.test(currency)) throw invalidField(field, ERROR_CODES.invalidCurrency, 'must be an ISO 4217 code');
  return currency;
}

/** The reporting currency, the other currencies of the network's offers, and every rate set (newest first). */
export async function exchangeRates(ctx: AppContext, session: Session): Promise<ExchangeRates> {
  const networkId = networkOf(session);
  const rateStore = exchangeRateStore(ctx.db, networkId);
  const [reporting, offerCurrencies, rates] = await Promise.all([
    tenantStore(ctx.db, networkId).reportingCurrency(),
    rateStore.offerCurrencies(),
    rateStore.history(),
  ]);
  return {
    reporting_currency: reporting,
    currencies: [...new Set(offerCurrencies)].filter((c) => c !== reporting).sort(),
    rates: rates.map((r) => ({
      id: Number(r.id),
      currency: r.currency,
      to_currency: r.to_currency,
      rate: r.rate,
      valid_from: r.valid_from,
      created_at: new Date(r.created_at).toISOString(),
      created_by_name: r.name ?? null,
    })),
  };
}

/**
 * Sets a currency's rate into the reporting currency from a day on. A new row each time: the history is kept (a
 * later rate of the same day wins when figures are converted), and the audit log tells who set what.
 */
export async function setExchangeRate(ctx: AppContext, session: Session, input: ExchangeRateInput) {
  const currency = checkedCurrency('currency', input.currency);
  if (!RATE.test(input.rate) || Number(input.rate) <= 0)
    throw invalidField('rate', ERROR_CODES.invalidFormat, 'must be a positive decimal such as 1.08');
  const validFrom = checkedDay('valid_from', input.valid_from);
  await audited(
    ctx,
    session,
    {
      action: 'setting.exchange_rate',
      logStatus: input.log_status,
      fallback: `Exchange rate of ${currency} set to ${input.rate} from ${validFrom}`,
      // Each rate is a new row of the history: a creation, recorded even when it repeats an earlier rate.
      changes: createdFields({ currency, rate: input.rate, valid_from: validFrom }, ['currency', 'rate', 'valid_from']),
    },
    async (trx, networkId) => {
      const reporting = await tenantStore(trx, networkId).reportingCurrency();
      if (reporting === currency)
        throw invalidField('currency', ERROR_CODES.invalidCurrency, 'is the reporting currency: it needs no rate');
      await exchangeRateStore(trx, networkId).addRate({
        currency,
        to_currency: reporting,
        rate: input.rate,
        valid_from: validFrom,
        created_at: nowIso(),
        created_by: session.user.id,
      });
    },
  );
}

/** Changes the reporting currency; rates set into the former one stay in the history but no longer apply. */
export async function setReportingCurrency(ctx: AppContext, session: Session, input: ReportingCurrencyInput) {
  const currency = checkedCurrency('reporting_currency', input.reporting_currency);
  await audited(
    ctx,
    session,
    {
      action: 'setting.reporting_currency',
      logStatus: input.log_status,
      fallback: `Reporting currency changed to ${currency}`,
      compare: reportingCurrencyFields,
    },
    (trx, networkId) => settingsStore(trx, networkId).setReportingCurrency(currency),
  );
}
