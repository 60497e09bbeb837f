import { createHash, randomBytes } from 'node:crypto';
import type { NewRemoteDeployToken, RemoteDeployToken, RemoteDeployTokenInput, RemoteName } from '@affnet/contracts';
import type { Selectable } from 'kysely';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { RemoteDeployTokensTable } from '../shared/db/schema-remotes';
import { ERROR_CODES, invalidField, notFound } from '../shared/errors';
import { deployTokenStore } from './deploy-token-store';

type TokenRow = Selectable<RemoteDeployTokensTable>;

/** Every deploy token starts so: the guard knows it is one without asking the sessions. */
export const DEPLOY_TOKEN_PREFIX = 'affnet_deploy_';

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function networksOf(row: TokenRow): number[] | null {
  return row.network_ids === null ? null : (JSON.parse(row.network_ids) as number[]);
}

export function deployTokenView(row: TokenRow): RemoteDeployToken {
  return {
    id: Number(row.id),
    name: row.name,
    remote: row.remote as RemoteName,
    network_ids: networksOf(row),
    created_at: row.created_at,
    revoked_at: row.revoked_at,
  };
}

/** The deploy tokens, the ones still valid first, then newest first. */
export async function deployTokens(ctx: AppContext): Promise<RemoteDeployToken[]> {
  const rows = await deployTokenStore(ctx.db).all();
  return rows.map(deployTokenView).sort((a, b) => Number(a.revoked_at !== null) - Number(b.revoked_at !== null));
}

async function checkedNetworks(ctx: AppContext, ids: number[] | null | undefined): Promise<number[] | null> {
  if (ids === null || ids === undefined) return null;
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return null;
  const known = await deployTokenStore(ctx.db).existingNetworks(unique);
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined)
    throw invalidField('network_ids', ERROR_CODES.notFound, `network ${missing} does not exist`);
  return unique;
}

/** A new token for a team; the answer is the only time anyone sees the token. */
export async function createDeployToken(ctx: AppContext, input: RemoteDeployTokenInput): Promise<NewRemoteDeployToken> {
  const name = input.name.trim();
  if (name === '') throw invalidField('name', ERROR_CODES.required, 'is required');
  const networks = await checkedNetworks(ctx, input.network_ids);
  const token = `${DEPLOY_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const values = {
    name,
    remote: input.remote,
    network_ids: networks === null ? null : JSON.stringify(networks),
    token_hash: tokenHash(token),
    created_at: nowIso(),
    revoked_at: null,
  };
  try {
    const row = await deployTokenStore(ctx.db).insert(values);
    return { ...deployTokenView(row), token };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw invalidField('name', ERROR_CODES.nameTaken, `a deploy token named "${name}" exists; revoke it first`);
  }
}

/** Revokes a token at once: its next call is refused. Its row stays, so the list shows what was revoked when. */
export async function revokeDeployToken(ctx: AppContext, id: number): Promise<RemoteDeployToken> {
  const store = deployTokenStore(ctx.db);
  const row = await store.revoke(id, nowIso());
  if (row) return deployTokenView(row);
  const existing = await store.byId(id);
  if (!existing) throw notFound('Deploy token not found');
  return deployTokenView(existing);
}

/** The valid token behind a bearer secret; undefined for an unknown or revoked one. */
export async function deployTokenOf(ctx: AppContext, token: string): Promise<RemoteDeployToken | undefined> {
  const row = await deployTokenStore(ctx.db).validByHash(tokenHash(token));
  return row ? deployTokenView(row) : undefined;
}
