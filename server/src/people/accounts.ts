import { randomBytes } from 'node:crypto';
import type { PersonStatus } from '@affnet/contracts';
import { assertPasswordRules, hashPassword } from '../auth/passwords';
import { normalizeEmail } from '../auth/sign-in';
import { sha256 } from '../auth/tokens';
import { changesBetween, createdFields, recordAudit } from '../shared/audit';
import { nowIso, nowMs } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { isUniqueViolation } from '../shared/db/dialect';
import type { UserRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { ERROR_CODES, forbidden, invalidField, notFound } from '../shared/errors';
import { peopleStore } from './people-store';

export type PersonRole = 'publisher' | 'advertiser';

/** Fields the owner sets on a publisher or advertiser account. */
export interface PersonFields {
  name: string;
  email: string;
  company_name: string;
  password?: string;
  status?: PersonStatus;
  account_manager_id?: number | null;
}

const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const EMAIL_TAKEN = () =>
  invalidField('email', ERROR_CODES.emailTaken, 'an account with this email already exists in your network');

/** The owner's network id (owners always have one). */
export function ownerNetworkId(session: Session): number {
  if (session.user.network_id === null) throw forbidden();
  return session.user.network_id;
}

const label = (role: PersonRole) => (role === 'publisher' ? 'Publisher' : 'Advertiser');

/** A publisher or advertiser of the caller's network; another network's id or another role is a 404. */
export async function personOf(ctx: AppContext, session: Session, role: PersonRole, id: number): Promise<UserRow> {
  const user = await tenantStore(ctx.db, ownerNetworkId(session)).userById(id);
  if (!user || user.role !== role) throw notFound(`${label(role)} not found`);
  return user;
}

async function assertEmailFree(ctx: AppContext, networkId: number, email: string, exceptId?: number) {
  const other = await tenantStore(ctx.db, networkId).userByEmail(email);
  if (other && other.id !== exceptId) throw EMAIL_TAKEN();
}

async function assertManager(ctx: AppContext, networkId: number, managerId: number | null | undefined) {
  if (managerId == null) return;
  if (!(await tenantStore(ctx.db, networkId).accountManager(managerId))) {
    throw invalidField('account_manager_id', ERROR_CODES.noSuchManager, 'no such account manager in your network');
  }
}

/** Creates the account; without a password it gets an unusable one and a set-password link by mail. */
export async function createPerson(
  ctx: AppContext,
  session: Session,
  role: PersonRole,
  fields: PersonFields,
  linkBase: string,
): Promise<number> {
  const networkId = ownerNetworkId(session);
  const email = normalizeEmail(fields.email);
  await assertEmailFree(ctx, networkId, email);
  await assertManager(ctx, networkId, fields.account_manager_id);
  if (fields.password) assertPasswordRules(fields.password);
  const password = fields.password || randomBytes(24).toString('base64url');
  let id: number;
  try {
    id = await tenantStore(ctx.db, networkId).insertUser({
      email,
      password_hash: await hashPassword(password, ctx.config.bcryptCost),
      name: fields.name.trim(),
      role,
      company_name: fields.company_name.trim(),
      status: fields.status ?? 'active',
      account_manager_id: role === 'publisher' ? (fields.account_manager_id ?? null) : null,
      tokens_valid_after: null,
      created_at: nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
  const created = {
    name: fields.name.trim(),
    email,
    company_name: fields.company_name.trim(),
    status: fields.status ?? 'active',
  };
  await recordAudit(ctx.db, {
    networkId,
    userId: session.user.id,
    action: `${role}.create`,
    logStatus: `${role === 'publisher' ? 'Publisher' : 'Advertiser'} ${created.name} added`,
    subject: created.name,
    changes: createdFields(created, ['name', 'email', 'company_name', 'status']),
    details: { [`${role}_id`]: id },
  });
  if (!fields.password) await mailSetPasswordLink(ctx, { id, email, name: fields.name }, linkBase);
  return id;
}

/** Same single-use link as the reset flow (/reset-password?link=…), valid for 7 days. */
async function mailSetPasswordLink(ctx: AppContext, user: { id: number; email: string; name: string }, base: string) {
  const token = randomBytes(32).toString('base64url');
  await ctx.platform.insertPasswordReset({
    token_hash: sha256(token),
    user_id: user.id,
    expires_at: new Date(nowMs() + SET_PASSWORD_TTL_MS).toISOString(),
  });
  await ctx.mail.queue({
    to: user.email,
    subject: 'Your account is ready: choose a password',
    text: [
      `Hello ${user.name},`,
      '',
      'An account was created for you. To choose your password, open this link:',
      '',
      `${base}/reset-password?link=${token}`,
      '',
      'The link works once and expires in 7 days.',
    ].join('\n'),
  });
}

const PERSON_FIELDS = ['name', 'email', 'company_name', 'status', 'account_manager_id'] as const;

/** What the owner changed of a person; a new password is recorded as changed, never its value. */
async function recordPersonUpdate(
  ctx: AppContext,
  session: Session,
  role: PersonRole,
  before: UserRow,
  after: Partial<UserRow>,
) {
  const changes = changesBetween({ ...before }, { ...after }, PERSON_FIELDS);
  if (after.password_hash) changes.push({ field: 'password' });
  if (changes.length === 0 || before.network_id === null) return;
  await recordAudit(ctx.db, {
    networkId: before.network_id,
    userId: session.user.id,
    action: `${role}.update`,
    logStatus: `${role === 'publisher' ? 'Publisher' : 'Advertiser'} ${after.name ?? before.name} changed`,
    subject: after.name ?? before.name,
    changes,
    details: { [`${role}_id`]: before.id },
  });
}

/** Saves the owner's changes; a new password ends the account's existing sessions. */
export async function updatePerson(
  ctx: AppContext,
  session: Session,
  role: PersonRole,
  id: number,
  fields: PersonFields,
): Promise<void> {
  const networkId = ownerNetworkId(session);
  const before = await personOf(ctx, session, role, id);
  const email = normalizeEmail(fields.email);
  await assertEmailFree(ctx, networkId, email, id);
  await assertManager(ctx, networkId, fields.account_manager_id);
  if (fields.password) assertPasswordRules(fields.password);
  const changes: Partial<UserRow> = {
    name: fields.name.trim(),
    email,
    company_name: fields.company_name.trim(),
  };
  if (fields.status) changes.status = fields.status;
  if (role === 'publisher' && fields.account_manager_id !== undefined) {
    changes.account_manager_id = fields.account_manager_id;
  }
  if (fields.password) {
    changes.password_hash = await hashPassword(fields.password, ctx.config.bcryptCost);
    changes.tokens_valid_after = nowIso();
  }
  try {
    await peopleStore(ctx.db, networkId).setUser(id, changes);
    if (changes.status) await ctx.nodes.catalogueChanged(networkId);
    await recordPersonUpdate(ctx, session, role, before, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
}
