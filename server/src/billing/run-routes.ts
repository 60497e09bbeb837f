import { PERMISSIONS } from '@affnet/contracts';
import { requireSession, sessionOf } from '../auth/guard';
import { listOf, okAnswer } from '../shared/http/answers';
import { ok } from '../shared/http/envelope';
import { noBody, type RouteApp } from '../shared/http/schemas';
import { billingRun, billingRuns, deleteBillingRun, startBillingRun } from './runs';
import { idParams, runAnswer, runBody, runSummaryAnswer } from './schemas';
import { sendBillingRun } from './sending';

const owner = requireSession(PERMISSIONS.network);
const tags = ['billing'];

/** The owner's billing runs: make a period's advertiser invoices, review, send or discard them. */
export default async function billingRunRoutes(app: RouteApp) {
  const ctx = app.ctx;

  app.get(
    '/api/network/billing-runs',
    {
      schema: {
        summary: "The owner's billing runs, newest first, with their invoices counted and summed per currency",
        tags,
        response: { 200: okAnswer(listOf(runSummaryAnswer)) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await billingRuns(ctx, sessionOf(request))),
  );

  app.post(
    '/api/network/billing-runs',
    {
      schema: {
        summary: 'The owner makes a period’s invoices: a draft per advertiser and currency (409: run exists)',
        tags,
        body: runBody,
        response: { 200: okAnswer(runAnswer, 'The run and its draft invoices') },
      },
      preHandler: owner,
    },
    async (request) => ok('Billing run started', await startBillingRun(ctx, sessionOf(request), request.body)),
  );

  app.get(
    '/api/network/billing-runs/:id',
    {
      schema: {
        summary: 'A billing run with its advertiser invoices and their lines',
        tags,
        params: idParams,
        response: { 200: okAnswer(runAnswer) },
      },
      preHandler: owner,
    },
    async (request) => ok('ok', await billingRun(ctx, sessionOf(request), request.params.id)),
  );

  app.post(
    '/api/network/billing-runs/:id/send',
    {
      schema: {
        summary: 'The owner sends a run: its invoices are numbered, issued, due and hold their conversions (409: sent)',
        tags,
        params: idParams,
        body: noBody,
        response: { 200: okAnswer(runAnswer, 'The sent run') },
      },
      preHandler: owner,
    },
    async (request) =>
      ok('Billing run sent', await sendBillingRun(ctx, sessionOf(request), request.params.id, request.protocol)),
  );

  app.delete(
    '/api/network/billing-runs/:id',
    {
      schema: {
        summary: 'The owner discards a draft billing run and its invoices (409 once sent)',
        tags,
        params: idParams,
        response: { 200: okAnswer() },
      },
      preHandler: owner,
    },
    async (request) => {
      await deleteBillingRun(ctx, sessionOf(request), request.params.id);
      return ok('Billing run discarded');
    },
  );
}
