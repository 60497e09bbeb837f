import type { Kysely } from 'kysely';
import type { Database, NetworkRow } from '../shared/db/schema';

/**
 * Networks by the hosts they hold, across every network: a host is what tells which network a request is for, so
 * these look-ups come before any tenant is known (and a check that a host is free must see the other networks).
 */
export function hostStore(db: Kysely<Database>) {
  return {
    /** Every network holding this exact host as dashboard or tracking domain, the oldest first. */
    networksOnHost: (host: string): Promise<NetworkRow[]> =>
      db
        .selectFrom('networks')
        .selectAll()
        .where((eb) => eb.or([eb('dashboard_domain', '=', host), eb('tracking_domain', '=', host)]))
        .orderBy('id')
        .execute(),

    /** A network other than `exceptId` holding one of these names (on any port) as dashboard or tracking domain. */
    otherNetworkNaming: (names: string[], exceptId: number | null) =>
      db
        .selectFrom('networks')
        .select(['id', 'network_id'])
        .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId as number))
        .where((eb) =>
          eb.or(
            (['dashboard_domain', 'tracking_domain'] as const).flatMap((column) =>
              names.flatMap((name) => [eb(column, '=', name), eb(column, 'like', `${name}:%`)]),
            ),
          ),
        )
        .executeTakeFirst(),

    /** Hosts that more than one network holds (as dashboard or tracking domain): rows saved before the host rules. */
    sharedHosts: async (): Promise<string[]> => {
      const claims = db
        .selectFrom('networks')
        .select(['id', 'dashboard_domain as host'])
        .unionAll(
          db
            .selectFrom('networks')
            .select(['id', 'tracking_domain as host'])
            .where('tracking_domain', 'is not', null)
            .$narrowType<{ host: string }>(),
        );
      const rows = await db
        .selectFrom(claims.as('claims'))
        .select('host')
        .groupBy('host')
        .having((eb) => eb.fn.count('id').distinct(), '>', 1)
        .orderBy('host')
        .execute();
      return rows.map((row) => row.host);
    },
  };
}
