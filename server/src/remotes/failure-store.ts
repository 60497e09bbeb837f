import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { RemoteFailureQuotasTable } from '../shared/db/schema-remotes';

type QuotaKey = Omit<Insertable<RemoteFailureQuotasTable>, 'reports'>;

/** What the Remotes page keeps of failures beyond remoteStore's counts: reporters' hourly quotas, the latest ones. */
export function failureStore(db: Kysely<Database>) {
  return {
    /** One more report of (release, reporter, hour), counted in one upsert (atomic on both databases and nodes). */
    countReport: async (key: QuotaKey) =>
      Number(
        (
          await db
            .insertInto('remote_failure_quotas')
            .values({ ...key, reports: 1 })
            .onConflict((oc) =>
              oc
                .columns(['remote', 'version', 'reporter', 'hour'])
                .doUpdateSet({ reports: sql<number>`remote_failure_quotas.reports + 1` }),
            )
            .returning('reports')
            .executeTakeFirstOrThrow()
        ).reports,
      ),
    forgetQuotasBefore: (hour: string) => db.deleteFrom('remote_failure_quotas').where('hour', '<', hour).execute(),

    /** A release's latest failures, newest first, with the name of the network whose host the page was on. */
    latest: (remote: string, version: string, limit: number) =>
      db
        .selectFrom('remote_failures as f')
        .leftJoin('networks as n', 'n.id', 'f.network_id')
        .select(['f.message', 'f.area', 'f.created_at', 'f.anonymous', 'f.network_id', 'n.company_name'])
        .where('f.remote', '=', remote)
        .where('f.version', '=', version)
        .orderBy('f.id', 'desc')
        .limit(limit)
        .execute(),
  };
}
