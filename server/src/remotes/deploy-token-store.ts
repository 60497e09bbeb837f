import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../shared/db/schema';
import type { RemoteDeployTokensTable } from '../shared/db/schema-remotes';

/** The teams' deploy tokens: platform data, each for a remote and for some networks or all. */
export function deployTokenStore(db: Kysely<Database>) {
  return {
    /** Newest first. */
    all: () => db.selectFrom('remote_deploy_tokens').selectAll().orderBy('id', 'desc').execute(),
    insert: (token: Insertable<RemoteDeployTokensTable>) =>
      db.insertInto('remote_deploy_tokens').values(token).returningAll().executeTakeFirstOrThrow(),
    /** Revokes a valid token; undefined when there is none of this id, or it was revoked already. */
    revoke: (id: number, at: string) =>
      db
        .updateTable('remote_deploy_tokens')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),
    byId: (id: number) => db.selectFrom('remote_deploy_tokens').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The token of this hash that is not revoked. */
    validByHash: (hash: string) =>
      db
        .selectFrom('remote_deploy_tokens')
        .selectAll()
        .where('token_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst(),
    /** Which of these network ids exist: a token for a network must name a real one (across networks by purpose). */
    existingNetworks: async (ids: number[]) =>
      new Set(
        (await db.selectFrom('networks').select('id').where('id', 'in', ids).execute()).map((row) => Number(row.id)),
      ),
  };
}
