import { randomBytes } from 'node:crypto';
import { nowIso, nowMs } from '../shared/clock';
import type { AppContext } from '../shared/context';
import type { NetworkRow, UserRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { badRequest } from '../shared/errors';
import { assertPasswordRules, hashPassword } from './passwords';
import { normalizeEmail } from './sign-in';
import { sha256 } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;
const INVALID_LINK = 'This reset link is invalid or has expired';

/**
 * The reset link points at the host the request came from only when that host is a known network domain;
 * otherwise at the base domain, so a forged Host header cannot send someone's reset link elsewhere.
 */
function linkHost(ctx: AppContext, tenant: NetworkRow | null, requestHost: string): string {
  return tenant ? requestHost : ctx.config.baseDomain;
}

/** Sends a single-use reset link when the email is an account of the host's network or the super admin. */
export async function requestPasswordReset(
  ctx: AppContext,
  input: { email: string; tenant: NetworkRow | null; host: string; protocol: string },
): Promise<void> {
  const email = normalizeEmail(input.email);
  let user: UserRow | undefined;
  if (input.tenant) user = await tenantStore(ctx.db, input.tenant.id).userByEmail(email);
  user ??= await ctx.platform.adminByEmail(email);
  if (user?.status !== 'active') return;
  const token = randomBytes(32).toString('base64url');
  await ctx.platform.insertPasswordReset({
    token_hash: sha256(token),
    user_id: user.id,
    expires_at: new Date(nowMs() + RESET_TTL_MS).toISOString(),
  });
  const link = `${input.protocol}://${linkHost(ctx, input.tenant, input.host)}/reset-password?link=${token}`;
  await ctx.mail.queue({
    to: user.email,
    subject: 'Reset your password',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      '',
      link,
      '',
      'The link works once and expires in 60 minutes. If you did not ask for this, ignore this mail.',
    ].join('\n'),
  });
}

async function usableReset(ctx: AppContext, link: string) {
  const tokenHash = sha256(link);
  const reset = await ctx.platform.passwordReset(tokenHash);
  if (!reset || reset.used_at !== null || reset.expires_at <= nowIso()) {
    throw badRequest(INVALID_LINK, 'INVALID_RESET_LINK');
  }
  const user = await ctx.platform.userById(reset.user_id);
  if (user?.status !== 'active') throw badRequest(INVALID_LINK, 'INVALID_RESET_LINK');
  return { tokenHash, user };
}

export async function checkResetLink(ctx: AppContext, link: string): Promise<{ email: string }> {
  const { user } = await usableReset(ctx, link);
  return { email: user.email };
}

/** Sets the new password, uses up the link and ends the user's existing sessions. */
export async function resetPassword(ctx: AppContext, link: string, password: string): Promise<void> {
  const { tokenHash, user } = await usableReset(ctx, link);
  assertPasswordRules(password);
  const passwordHash = await hashPassword(password, ctx.config.bcryptCost);
  const now = nowIso();
  if (!(await ctx.platform.usePasswordReset(tokenHash, now))) throw badRequest(INVALID_LINK, 'INVALID_RESET_LINK');
  await ctx.platform.setPassword(user.id, passwordHash, now);
}
