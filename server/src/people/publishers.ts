import {
  ACCOUNT_LOGIN_TYPE,
  type LoginAsPublisher,
  type NamedPublisher,
  type PersonStatus,
  type PublisherDetail,
  type PublisherListItem,
} from '@affnet/contracts';
import { issueAccountToken } from '../auth/sessions';
import { resetCutbackCount } from '../conversions/cutback';
import { changesBetween, recordAudit } from '../shared/audit';
import type { AppContext, Session } from '../shared/context';
import type { UserRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { badRequest } from '../shared/errors';
import { ownerNetworkId, personOf } from './accounts';
import { peopleStore } from './people-store';
import { auditPublisher } from './publisher-audit';

/** The owner's view of one publisher, with his account manager and whether he has API credentials. */
export async function publisherDetail(ctx: AppContext, session: Session, id: number): Promise<PublisherDetail> {
  const user = await personOf(ctx, session, 'publisher', id);
  const store = tenantStore(ctx.db, ownerNetworkId(session));
  const manager = user.account_manager_id === null ? undefined : await store.accountManager(user.account_manager_id);
  const hasCredentials = await peopleStore(ctx.db, store.networkId).hasCredentials(user.id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company_name: user.company_name,
    status: user.status,
    auto_approve: Number(user.auto_approve) === 1,
    cutback_percent: Number(user.cutback_percent),
    account_manager: manager
      ? { id: manager.id, name: manager.name, email: manager.email, skypeId: manager.skype_id }
      : null,
    created_at: user.created_at,
    has_credentials: hasCredentials,
  };
}

const listItem = (u: Pick<UserRow, 'id' | 'name' | 'email' | 'status'>): PublisherListItem => ({
  id: u.id,
  name: u.name,
  email: u.email,
  status: u.status,
});

export async function publisherList(ctx: AppContext, session: Session): Promise<PublisherListItem[]> {
  return (await peopleStore(ctx.db, ownerNetworkId(session)).publishers()).map(listItem);
}

export async function publishersByName(ctx: AppContext, session: Session): Promise<NamedPublisher[]> {
  return peopleStore(ctx.db, ownerNetworkId(session)).publishersByName();
}

/** Inactive publishers cannot sign in (their sessions end) and their clicks are rejected. */
export async function setPublisherStatus(ctx: AppContext, session: Session, id: number, status: PersonStatus) {
  const user = await personOf(ctx, session, 'publisher', id);
  const networkId = ownerNetworkId(session);
  await peopleStore(ctx.db, networkId).setUser(id, { status });
  await ctx.nodes.catalogueChanged(networkId);
  await auditPublisher(
    ctx,
    session,
    user,
    'publisher.status',
    `Publisher ${user.name} set ${status}`,
    changesBetween({ status: user.status }, { status }, ['status']),
  );
  return listItem({ ...user, status });
}

/** Only a publisher without traffic can be deleted; one with clicks or conversions is deactivated instead. */
export async function deletePublisher(ctx: AppContext, session: Session, id: number): Promise<void> {
  const user = await personOf(ctx, session, 'publisher', id);
  const networkId = ownerNetworkId(session);
  const store = peopleStore(ctx.db, networkId);
  if (await store.hasTraffic(id)) {
    throw badRequest('This publisher has clicks or conversions: deactivate him instead', 'HAS_TRAFFIC');
  }
  await store.deletePublisher(id);
  await ctx.nodes.catalogueChanged(networkId);
  await recordAudit(ctx.db, {
    networkId,
    userId: session.user.id,
    action: 'publisher.delete',
    logStatus: `Publisher ${user.name} deleted`,
    subject: user.name,
    details: { publisher_id: id },
  });
}

/** Auto-approve on: his access requests on approval offers are allowed at once, pending ones included. */
export async function setAutoApprove(ctx: AppContext, session: Session, id: number, autoApprove: boolean) {
  const user = await personOf(ctx, session, 'publisher', id);
  const networkId = ownerNetworkId(session);
  const store = peopleStore(ctx.db, networkId);
  await store.setUser(id, { auto_approve: autoApprove ? 1 : 0 });
  if (autoApprove) {
    await store.allowRequestedApprovalOffers(id);
    await ctx.nodes.catalogueChanged(networkId);
  }
  await auditPublisher(
    ctx,
    session,
    user,
    'publisher.auto_approve',
    `Auto-approve ${autoApprove ? 'on' : 'off'} for publisher ${user.name}`,
    changesBetween({ auto_approve: user.auto_approve === 1 }, { auto_approve: autoApprove }, ['auto_approve']),
  );
  return publisherDetail(ctx, session, id);
}

/** A new cutback percentage applies exactly from his next conversion. */
export async function setCutback(ctx: AppContext, session: Session, id: number, percent: number) {
  const user = await personOf(ctx, session, 'publisher', id);
  const networkId = ownerNetworkId(session);
  await peopleStore(ctx.db, networkId).setUser(id, { cutback_percent: percent });
  await resetCutbackCount(ctx.db, networkId, id);
  await auditPublisher(
    ctx,
    session,
    user,
    'publisher.cutback',
    `Cutback of publisher ${user.name} set to ${percent}%`,
    changesBetween({ cutback_percent: user.cutback_percent }, { cutback_percent: percent }, ['cutback_percent']),
  );
  return publisherDetail(ctx, session, id);
}

/** "Log in as publisher": an account token for the /ext hand-off, audited. */
export async function loginAsPublisher(ctx: AppContext, session: Session, id: number): Promise<LoginAsPublisher> {
  const user = await personOf(ctx, session, 'publisher', id);
  if (user.status !== 'active') throw badRequest('This publisher is inactive: activate him first', 'INACTIVE');
  const networkId = ownerNetworkId(session);
  const accountToken = issueAccountToken(ctx, user.id);
  await recordAudit(ctx.db, {
    networkId,
    userId: session.user.id,
    action: 'publisher.login_as',
    logStatus: `Logged in as publisher ${user.name}`,
    subject: user.name,
    details: { publisher_id: id },
  });
  return {
    accountToken,
    loginType: ACCOUNT_LOGIN_TYPE,
    url: `/ext/login?accountToken=${encodeURIComponent(accountToken)}`,
    publisher: { id: user.id, name: user.name },
  };
}
