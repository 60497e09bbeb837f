import { randomBytes } from 'node:crypto';
import type { InviteKind, NetworkInvite } from '@affnet/contracts';
import { nowIso, nowMs } from '../shared/clock';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { ownerNetworkId } from './accounts';
import { peopleStore } from './people-store';

const INVITE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The registration page of an invite on the network's dashboard (mfe-auth's /register/<kind>?token=). */
const urlOf = (base: string, kind: InviteKind, token: string) =>
  `${base}/register/${kind}?token=${encodeURIComponent(token)}`;

/** POST /api/network/invites: a new invitation link, valid 30 days. */
export async function createInvite(
  ctx: AppContext,
  session: Session,
  kind: InviteKind,
  base: string,
): Promise<NetworkInvite> {
  const token = randomBytes(18).toString('base64url');
  const expires_at = new Date(nowMs() + INVITE_TTL_MS).toISOString();
  await tenantStore(ctx.db, ownerNetworkId(session)).insertInvite({ token, kind, expires_at });
  return { token, kind, url: urlOf(base, kind, token), expires_at, created_at: nowIso() };
}

/** GET /api/network/invites: the network's invitation links, newest first. */
export async function listInvites(ctx: AppContext, session: Session, base: string): Promise<NetworkInvite[]> {
  const rows = await peopleStore(ctx.db, ownerNetworkId(session)).invites();
  return rows.map((r) => ({
    token: r.token,
    kind: r.kind,
    url: urlOf(base, r.kind, r.token),
    expires_at: r.expires_at,
    created_at: r.created_at,
  }));
}
