import { DEFAULT_BILLING_NET_DAYS } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { nowIso } from '../shared/clock';
import type { Database } from '../shared/db/schema';

/** One network's (networks.id) payment term for advertisers and its time zone: what an invoice's days come from. */
export function billingTermsStore(db: Kysely<Database>, networkId: number) {
  return {
    /** Days from issue to due; the default until the owner sets them. */
    netDays: async () =>
      Number(
        (await db.selectFrom('billing_terms').select('net_days').where('network_id', '=', networkId).executeTakeFirst())
          ?.net_days ?? DEFAULT_BILLING_NET_DAYS,
      ),
    /** One row per network (its primary key): two saves at once end as one row, the later one's. */
    setNetDays: async (netDays: number) => {
      await db
        .insertInto('billing_terms')
        .values({ network_id: networkId, net_days: netDays, updated_at: nowIso() })
        .onConflict((oc) => oc.column('network_id').doUpdateSet({ net_days: netDays, updated_at: nowIso() }))
        .execute();
    },
  };
}
