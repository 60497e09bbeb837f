import type { Kysely } from 'kysely';
import type { Database } from './db/schema';

/** A network's audit log: entries are written beside the change they record and read newest first. */
export function auditStore(db: Kysely<Database>, networkId: number) {
  return {
    /** Writes one entry; run it on the change's own transaction so that both commit or neither. */
    write: (entry: {
      user_id: number | null;
      action: string;
      log_status: string;
      details: string;
      created_at: string;
    }) =>
      db
        .insertInto('audit_log')
        .values({ ...entry, network_id: networkId })
        .execute(),

    /** One page of entries, newest first, with the name of the user who made each (none for a deploy token's). */
    page: (limit: number, offset: number) =>
      db
        .selectFrom('audit_log')
        // Not bound to the network: the platform admin's own changes to a network name him too.
        .leftJoin('users', 'users.id', 'audit_log.user_id')
        .select([
          'audit_log.id',
          'audit_log.created_at',
          'users.name as user_name',
          'audit_log.action',
          'audit_log.log_status',
          'audit_log.details',
        ])
        .where('audit_log.network_id', '=', networkId)
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),

    count: async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .where('network_id', '=', networkId)
            .executeTakeFirstOrThrow()
        ).total,
      ),
  };
}
