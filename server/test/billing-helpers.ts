import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../src/shared/clock';
import { ACME, DEMO_PASSWORD, signIn } from './helpers';
import { settlementClient } from './settlement-helpers';

export { payloadOf } from './settlement-helpers';

/** Billing's tests: settlement's client on acme, and advertisers with their own offers and conversions. */
export function billingClient(app: FastifyInstance) {
  const db = app.ctx.db;
  const settlement = settlementClient(app);
  return {
    ...settlement,
    advertiser: async (email = 'advertiser@acme.test') => (await signIn(app, ACME, 'member', email)).token as string,
    /** Another advertiser of acme, who may sign in with the demo password. */
    addAdvertiser: async (email: string, name: string) =>
      (
        await db
          .insertInto('users')
          .values({
            network_id: await settlement.acmeId(),
            email,
            password_hash: await bcrypt.hash(DEMO_PASSWORD, 4),
            name,
            role: 'advertiser',
            company_name: `${name} Brands`,
            status: 'active',
            account_manager_id: null,
            tokens_valid_after: null,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    /** An acme offer (by position) made the advertiser's. */
    offerOf: async (advertiserId: number, index: number) => {
      const offers = await db
        .selectFrom('offers')
        .select(['id', 'name'])
        .where('network_id', '=', await settlement.acmeId())
        .orderBy('id')
        .execute();
      const offer = offers[index];
      if (!offer) throw new Error(`acme has no offer ${index}`);
      await db.updateTable('offers').set({ advertiser_id: advertiserId }).where('id', '=', offer.id).execute();
      return offer;
    },
    /** A conversion bringing `revenue` on an offer, at a local hour of acme's zone. */
    addSale: async (
      offerId: number,
      localHour: string,
      revenue: number,
      currency: string,
      options: { status?: 'approved' | 'pending'; goal?: string | null; withheld?: number } = {},
    ) => {
      const publisher = await settlement.userId('publisher@acme.test');
      const id = await settlement.addConversion(publisher, offerId, localHour, Math.floor(revenue / 2), currency);
      await db
        .updateTable('conversions')
        .set({
          revenue,
          status: options.status ?? 'approved',
          goal: options.goal ?? null,
          withheld: options.withheld ?? 0,
        })
        .where('id', '=', id)
        .execute();
      return id;
    },
  };
}
