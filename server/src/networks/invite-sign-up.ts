import type { RegistrationRequest } from '@affnet/contracts';
import { assertPasswordRules, hashPassword } from '../auth/passwords';
import { normalizeEmail } from '../auth/sign-in';
import { nowIso } from '../shared/clock';
import type { AppContext } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { NetworkRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { AppError, badRequest, ERROR_CODES, invalidField } from '../shared/errors';

export type InviteKind = 'publisher' | 'advertiser';

const INVALID_INVITE = 'This invitation link is invalid or has expired';
const EMAIL_TAKEN = () => invalidField('email', ERROR_CODES.emailTaken, 'an account with this email already exists');

/** A usable invite and its network, or null (unknown, expired, inactive network, or another host's network). */
async function usableInvite(ctx: AppContext, token: string, tenant: NetworkRow | null) {
  const invite = await ctx.platform.inviteByToken(token);
  if (!invite || (invite.expires_at !== null && invite.expires_at <= nowIso())) return null;
  if (tenant && tenant.id !== invite.network_id) return null;
  const network = await ctx.platform.networkById(invite.network_id);
  return network && network.status === 'active' ? { invite, network } : null;
}

export async function inviteInfo(ctx: AppContext, token: string, tenant: NetworkRow | null) {
  const usable = await usableInvite(ctx, token, tenant);
  if (!usable) throw new AppError(404, ERROR_CODES.invalidInvite, INVALID_INVITE);
  return { kind: usable.invite.kind, company_name: usable.network.company_name, network_id: usable.network.network_id };
}

/** Creates a publisher or advertiser account in the invite's network. */
export async function registerWithInvite(
  ctx: AppContext,
  kind: InviteKind,
  token: string,
  tenant: NetworkRow | null,
  request: RegistrationRequest,
): Promise<void> {
  const usable = await usableInvite(ctx, token, tenant);
  if (!usable || usable.invite.kind !== kind) throw badRequest(INVALID_INVITE, ERROR_CODES.invalidInvite);
  assertPasswordRules(request.password);
  const store = tenantStore(ctx.db, usable.network.id);
  const email = normalizeEmail(request.email);
  if (await store.userByEmail(email)) throw EMAIL_TAKEN();
  try {
    await store.insertUser({
      email,
      password_hash: await hashPassword(request.password, ctx.config.bcryptCost),
      name: request.name,
      role: kind,
      company_name: request.company_name,
      status: 'active',
      account_manager_id: null,
      tokens_valid_after: null,
      created_at: nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}
