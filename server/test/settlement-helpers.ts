import type { PublisherInvoice } from '@affnet/contracts';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../src/shared/clock';
import { ACME, body, DEMO_PASSWORD, signIn } from './helpers';

/** Settlement's tests: the owner's and publishers' calls on the acme demo network, and its conversions. */
export function settlementClient(app: FastifyInstance) {
  const db = app.ctx.db;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { host: ACME, authorization: token }, ...(payload ? { payload } : {}) });
  const acmeId = async () =>
    (await db.selectFrom('networks').select('id').where('network_id', '=', 'acme').executeTakeFirstOrThrow()).id;

  return {
    call,
    owner: async () => (await signIn(app, ACME, 'owner', 'owner@acme.test')).token as string,
    publisher: async (email = 'publisher@acme.test') => (await signIn(app, ACME, 'member', email)).token as string,
    acmeId,
    userId: async (email: string) =>
      (
        await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .where('network_id', '=', await acmeId())
          .executeTakeFirstOrThrow()
      ).id,
    /** A second publisher of acme, who may sign in with the demo password. */
    addPublisher: async (email: string, name: string) => {
      const row = await db
        .insertInto('users')
        .values({
          network_id: await acmeId(),
          email,
          password_hash: await bcrypt.hash(DEMO_PASSWORD, 4),
          name,
          role: 'publisher',
          company_name: `${name} Media`,
          status: 'active',
          account_manager_id: null,
          tokens_valid_after: null,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** An approved conversion of a publisher on an offer, at a local hour of acme's zone. */
    addConversion: async (
      publisherId: number,
      offerId: number,
      localHour: string,
      payout: number,
      currency: string,
    ) => {
      const key = `test:${publisherId}:${localHour}:${Math.random()}`;
      const row = await db
        .insertInto('conversions')
        .values({
          network_id: await acmeId(),
          click_id: key.slice(0, 32),
          offer_id: offerId,
          publisher_id: publisherId,
          created_at: `${localHour.slice(0, 10)}T12:00:00.000Z`,
          local_hour: localHour,
          status: 'approved',
          reason: null,
          payout,
          revenue: payout * 2,
          currency,
          txn_id: null,
          sale_amount: null,
          ip: null,
          dedup_key: key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export const payloadOf = <T>(response: { json(): unknown }) => body<T>(response as never).payload as T;

/** The sum of an invoice's lines. */
export const linesTotal = (invoice: PublisherInvoice) => invoice.lines.reduce((sum, line) => sum + line.amount, 0);
