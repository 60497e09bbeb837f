import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../clock';
import type { Database, NetworksTable } from './schema';

/**
 * Queries that are not tenant data or that resolve the tenant in the first place: networks by slug or id (by host:
 * networks/network-hosts.ts), the super admin, and look-ups by an unguessable secret (invite token, reset token hash,
 * session user id from a verified token). Anything per network goes through tenantStore.
 */
export function platformStore(db: Kysely<Database>) {
  return {
    networkBySlug: (slug: string) =>
      db.selectFrom('networks').selectAll().where('network_id', '=', slug).executeTakeFirst(),
    networkById: (id: number) => db.selectFrom('networks').selectAll().where('id', '=', id).executeTakeFirst(),
    insertNetwork: async (network: Insertable<NetworksTable>) =>
      (await db.insertInto('networks').values(network).returning('id').executeTakeFirstOrThrow()).id,
    hasAnyNetworkOrUser: async () =>
      (await db.selectFrom('networks').select('id').limit(1).executeTakeFirst()) !== undefined ||
      (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined,

    /** Only for a user id taken from a verified token or a verified reset token. */
    userById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    adminByEmail: (email: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('network_id', 'is', null)
        .where('role', '=', 'admin')
        .where('email', '=', email)
        .executeTakeFirst(),
    setPassword: (userId: number, passwordHash: string, tokensValidAfter: string) =>
      db
        .updateTable('users')
        .set({ password_hash: passwordHash, tokens_valid_after: tokensValidAfter })
        .where('id', '=', userId)
        .execute(),

    inviteByToken: (token: string) =>
      db.selectFrom('invites').selectAll().where('token', '=', token).executeTakeFirst(),

    insertPasswordReset: (reset: { token_hash: string; user_id: number; expires_at: string }) =>
      db
        .insertInto('password_resets')
        .values({ ...reset, created_at: nowIso() })
        .execute(),
    passwordReset: (tokenHash: string) =>
      db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
    /** Marks a reset used; false when it was already used (a concurrent second use). */
    usePasswordReset: async (tokenHash: string, now: string) => {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    revokeToken: (tokenHash: string, expiresAt: string) =>
      db
        .insertInto('revoked_tokens')
        .values({ token_hash: tokenHash, expires_at: expiresAt })
        .onConflict((oc) => oc.column('token_hash').doNothing())
        .execute(),
    isTokenRevoked: async (tokenHash: string) =>
      (await db
        .selectFrom('revoked_tokens')
        .select('token_hash')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst()) !== undefined,
    forgetExpiredRevocations: (now: string) => db.deleteFrom('revoked_tokens').where('expires_at', '<', now).execute(),
  };
}

export type PlatformStore = ReturnType<typeof platformStore>;
