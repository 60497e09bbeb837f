import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { objectOf, type RouteApp, text } from '../shared/http/schemas';
import { exchangeRates, setExchangeRate, setReportingCurrency } from './exchange-rates';
import { logStatus } from './schemas';

const owner = requireSession(PERMISSIONS.network);
const tags = ['settings'];
const code = { type: 'string', minLength: 1, maxLength: 3 } as const;

const rateAnswer = objectOf(
  {
    id: { type: 'integer' },
    currency: code,
    to_currency: code,
    rate: { type: 'string', description: 'One `currency` is worth this many `to_currency`, as typed' },
    valid_from: { type: 'string', format: 'date', description: "From this local day on (the network's zone)" },
    created_at: { type: 'string', format: 'date-time' },
    created_by_name: { type: ['string', 'null'] },
  },
  ['id', 'currency', 'to_currency', 'rate', 'valid_from', 'created_at', 'created_by_name'],
);
const ratesAnswer = okAnswer(
  objectOf({
    reporting_currency: code,
    currencies: { type: 'array', items: code, description: "The network's offers' other currencies" },
    rates: { type: 'array', items: rateAnswer, description: 'Every rate set, newest first' },
  }),
);
const rateBody = objectOf({ currency: text(3), rate: text(20), valid_from: text(10), log_status: logStatus }, [
  'currency',
  'rate',
  'valid_from',
]);
const reportingBody = objectOf({ reporting_currency: text(3), log_status: logStatus }, ['reporting_currency']);

/**
 * The owner's reporting currency and exchange rates (issue 27): figures in other currencies are converted at the
 * rate of their day; without a rate, they stand on their own line.
 */
export default async function exchangeRateRoutes(app: RouteApp) {
  const answer = { 200: ratesAnswer };
  app.get(
    '/api/settings/exchange-rates',
    {
      schema: { summary: 'The reporting currency and every exchange rate set', tags, response: answer },
      preHandler: owner,
    },
    async (request) => ok('ok', await exchangeRates(app.ctx, sessionOf(request))),
  );

  app.post(
    '/api/settings/exchange-rates',
    {
      schema: { summary: "Set a currency's rate from a day on", tags, body: rateBody, response: answer },
      preHandler: owner,
    },
    async (request) => {
      await setExchangeRate(app.ctx, sessionOf(request), request.body);
      return ok('Exchange rate saved', await exchangeRates(app.ctx, sessionOf(request)));
    },
  );

  app.post(
    '/api/settings/reporting-currency',
    {
      schema: { summary: 'Change the reporting currency', tags, body: reportingBody, response: answer },
      preHandler: owner,
    },
    async (request) => {
      await setReportingCurrency(app.ctx, sessionOf(request), request.body);
      return ok('Reporting currency saved', await exchangeRates(app.ctx, sessionOf(request)));
    },
  );
}
