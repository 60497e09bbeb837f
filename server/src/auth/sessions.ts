import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_LOGIN_TYPE,
  type CurrentUser,
  PERMISSIONS,
  type Permission,
  type TokenClaims,
  type UserDetail,
} from '@affnet/contracts';
import { nowIso, nowSeconds } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import type { NetworkRow, UserRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { unauthenticated } from '../shared/errors';
import { sha256, signToken, verifyToken } from './tokens';

export function permissionsFor(role: UserRow['role']): Permission[] {
  return [PERMISSIONS[role]];
}

async function userDetailOf(ctx: AppContext, user: UserRow, network: NetworkRow | null, host: string) {
  const base = { id: user.id, name: user.name, email: user.email, role: user.role };
  if (!network) {
    return { ...base, company_name: 'affnet', domain: { dashboard: host }, network: [], parentId: [] } as UserDetail;
  }
  let parentId: number[] = [];
  if (user.role === 'publisher' || user.role === 'advertiser') {
    const owner = await tenantStore(ctx.db, network.id).owner();
    parentId = owner ? [owner.id] : [];
  }
  return {
    ...base,
    company_name: user.company_name,
    domain: { dashboard: network.dashboard_domain },
    network: [network.network_id],
    parentId,
  } satisfies UserDetail;
}

/** A signed-in record for the user: a session token (TOKEN_TTL) carrying the user detail and permissions. */
export async function issueSession(
  ctx: AppContext,
  user: UserRow,
  network: NetworkRow | null,
  host: string,
  accountToken?: string,
): Promise<CurrentUser> {
  const userDetail = await userDetailOf(ctx, user, network, host);
  const permissions = permissionsFor(user.role);
  const iat = nowSeconds();
  const claims: TokenClaims = {
    sub: String(user.id),
    userDetail,
    permissions,
    iat,
    exp: iat + ctx.config.tokenTtlSeconds,
  };
  if (accountToken) claims.loginType = ACCOUNT_LOGIN_TYPE;
  // jti makes every token unique, so revoking one at logout never hits a twin issued in the same second.
  const token = signToken({ ...claims, jti: randomBytes(12).toString('base64url') }, ctx.config.jwtSecret);
  const current: CurrentUser = { token, userDetail, permissions };
  if (accountToken) Object.assign(current, { loginType: ACCOUNT_LOGIN_TYPE, accountToken });
  return current;
}

const SESSION_ENDED = 'Your session has expired or is no longer valid. Please sign in again.';

/** The caller behind a session token, checked against the database; 401 for anything not valid now. */
export async function verifySession(ctx: AppContext, token: string, tenant: NetworkRow | null): Promise<Session> {
  const claims = verifyToken(token, ctx.config.jwtSecret);
  if (!claims || 'purpose' in claims || typeof claims.iat !== 'number') throw unauthenticated(SESSION_ENDED);
  const user = await ctx.platform.userById(Number(claims.sub));
  if (user?.status !== 'active') throw unauthenticated(SESSION_ENDED);
  if (user.tokens_valid_after && claims.iat < Math.floor(Date.parse(user.tokens_valid_after) / 1000)) {
    throw unauthenticated(SESSION_ENDED);
  }
  if (await ctx.platform.isTokenRevoked(sha256(token))) throw unauthenticated(SESSION_ENDED);
  if (user.network_id !== null) {
    if (tenant && tenant.id !== user.network_id) throw unauthenticated('This session belongs to another network.');
    const network = await ctx.platform.networkById(user.network_id);
    if (network?.status !== 'active') throw unauthenticated(SESSION_ENDED);
  }
  return { user, claims: claims as unknown as TokenClaims, permissions: permissionsFor(user.role), token };
}

/** Logout: this token stops working at once. */
export async function endSession(ctx: AppContext, session: Session): Promise<void> {
  await ctx.platform.forgetExpiredRevocations(nowIso());
  await ctx.platform.revokeToken(sha256(session.token), new Date(session.claims.exp * 1000).toISOString());
}

/** A short-lived token a network owner hands to the /ext page to open a session as one of his users. */
export function issueAccountToken(ctx: AppContext, userId: number): string {
  const iat = nowSeconds();
  return signToken(
    { sub: String(userId), purpose: 'account', iat, exp: iat + ctx.config.accountTokenTtlSeconds },
    ctx.config.jwtSecret,
  );
}

/** The target user id of a valid account token, else null. */
export function verifyAccountToken(ctx: AppContext, token: string): number | null {
  const claims = verifyToken(token, ctx.config.jwtSecret);
  return claims && claims.purpose === 'account' ? Number(claims.sub) : null;
}
