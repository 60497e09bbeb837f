import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { ExportJobsTable } from '../shared/db/schema-exports';

type NewExport = Omit<Insertable<ExportJobsTable>, 'network_id'>;

/** The download center of one network (networks.id): each user's exports, which only he sees. */
export function exportStore(db: Kysely<Database>, networkId: number) {
  const jobsOf = (userId: number) =>
    db.selectFrom('export_jobs').selectAll().where('network_id', '=', networkId).where('user_id', '=', userId);
  return {
    /** The user's newest export of this kind and query in one of `statuses`. */
    sameExport: (userId: number, kind: ExportJobsTable['kind'], query: string, statuses: ExportJobsTable['status'][]) =>
      jobsOf(userId)
        .where('kind', '=', kind)
        .where('query', '=', query)
        .where('status', 'in', statuses)
        .orderBy('id', 'desc')
        .executeTakeFirst(),
    add: (job: NewExport) =>
      db
        .insertInto('export_jobs')
        .values({ ...job, network_id: networkId })
        .returningAll()
        .executeTakeFirstOrThrow(),
    /** The user's newest exports first. */
    listOf: (userId: number, limit: number) => jobsOf(userId).orderBy('id', 'desc').limit(limit).execute(),
    /** One of the user's exports; none when it is another user's or another network's. */
    jobOf: (userId: number, id: number) => jobsOf(userId).where('id', '=', id).executeTakeFirst(),
    remove: (id: number) =>
      db.deleteFrom('export_jobs').where('network_id', '=', networkId).where('id', '=', id).execute(),
  };
}
