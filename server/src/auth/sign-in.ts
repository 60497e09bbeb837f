import type { CurrentUser } from '@affnet/contracts';
import type { AppContext } from '../shared/context';
import type { NetworkRow, UserRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { badRequest, ERROR_CODES } from '../shared/errors';
import { passwordMatches } from './passwords';
import { issueSession, verifyAccountToken } from './sessions';

/** Which login path: publishers/advertisers, network owners, or the platform's super admin. */
export type LoginDoor = 'member' | 'owner' | 'admin';

const ROLES_BY_DOOR: Record<LoginDoor, UserRow['role'][]> = {
  member: ['publisher', 'advertiser'],
  owner: ['network'],
  admin: ['admin'],
};

export interface SignInInput {
  email: string;
  password: string;
  tenant: NetworkRow | null;
  host: string;
  ip: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The account this email names on this host: a user of the host's network or the platform admin, the one the
 * door is for first.
 */
async function findAccount(ctx: AppContext, door: LoginDoor, email: string, tenant: NetworkRow | null) {
  const member = async () => (tenant ? tenantStore(ctx.db, tenant.id).userByEmail(email) : undefined);
  const admin = () => ctx.platform.adminByEmail(email);
  return door === 'admin' ? ((await admin()) ?? (await member())) : ((await member()) ?? (await admin()));
}

/** The stable code that names the sign-in page an account belongs to, when it is not the one used. */
const OTHER_DOOR_CODE: Record<LoginDoor, string> = {
  member: ERROR_CODES.useMemberSignIn,
  owner: ERROR_CODES.useNetworkSignIn,
  admin: ERROR_CODES.useAdminSignIn,
};

function doorOf(role: UserRow['role']): LoginDoor {
  return (Object.keys(ROLES_BY_DOOR) as LoginDoor[]).find((door) => ROLES_BY_DOOR[door].includes(role)) ?? 'member';
}

/** Why right credentials still do not sign in on this door: another door, an inactive account or network. */
function refusal(door: LoginDoor, user: UserRow, tenant: NetworkRow | null) {
  const ownDoor = doorOf(user.role);
  if (ownDoor !== door) return badRequest('This account signs in on another page', OTHER_DOOR_CODE[ownDoor]);
  if (user.status !== 'active')
    return badRequest('This account is not active. Please contact your network.', ERROR_CODES.inactive);
  if (door !== 'admin' && tenant?.status !== 'active') {
    return badRequest(
      'This network has been deactivated. Please contact the platform administrator.',
      ERROR_CODES.networkInactive,
    );
  }
  return null;
}

/**
 * Checks credentials on one login path; the same 'Wrong email or password' whatever was wrong. Only right credentials
 * of an account that signs in on another page (a publisher on the owners' page) are told which page: that tells
 * nothing to somebody who does not already hold the password.
 */
export async function signIn(ctx: AppContext, door: LoginDoor, input: SignInInput): Promise<CurrentUser> {
  const email = normalizeEmail(input.email);
  const accountKey = `${door}:${door === 'admin' ? '-' : (input.tenant?.id ?? '-')}:${email}`;
  // Counted as a failure from here on, until the password proves right: attempts sent together count each other.
  const attempt = await ctx.loginLimiter.countAttempt(accountKey, input.ip);
  const user = await findAccount(ctx, door, email, input.tenant);
  const matches = await passwordMatches(input.password, user?.password_hash, ctx.config.bcryptCost);
  if (!user || !matches) throw badRequest('Wrong email or password', ERROR_CODES.wrongCredentials);
  const refused = refusal(door, user, input.tenant);
  if (refused) {
    await attempt.withdraw();
    throw refused;
  }
  await attempt.succeeded();
  return issueSession(ctx, user, door === 'admin' ? null : input.tenant, input.host);
}

const INVALID_ACCOUNT_TOKEN = 'This sign-in link is invalid or has expired';

/** The /ext hand-off: an account token issued by a network owner becomes a session of the target user. */
export async function signInWithAccountToken(
  ctx: AppContext,
  accountToken: string,
  tenant: NetworkRow | null,
  host: string,
): Promise<CurrentUser> {
  const userId = verifyAccountToken(ctx, accountToken);
  const user = userId ? await ctx.platform.userById(userId) : undefined;
  if (!user || user.network_id === null || !ROLES_BY_DOOR.member.includes(user.role) || user.status !== 'active') {
    throw badRequest(INVALID_ACCOUNT_TOKEN, 'INVALID_ACCOUNT_TOKEN');
  }
  if (tenant && tenant.id !== user.network_id) throw badRequest(INVALID_ACCOUNT_TOKEN, 'INVALID_ACCOUNT_TOKEN');
  const network = await ctx.platform.networkById(user.network_id);
  if (network?.status !== 'active') throw badRequest(INVALID_ACCOUNT_TOKEN, 'INVALID_ACCOUNT_TOKEN');
  return issueSession(ctx, user, network, host, accountToken);
}
