import type { AccountManagerInput, NetworkAccountManager } from '@affnet/contracts';
import { normalizeEmail } from '../auth/sign-in';
import type { AppContext, Session } from '../shared/context';
import type { AccountManagerRow } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import { notFound } from '../shared/errors';
import { ownerNetworkId } from './accounts';
import { peopleStore } from './people-store';

const view = (m: AccountManagerRow): NetworkAccountManager => ({
  id: m.id,
  name: m.name,
  email: m.email,
  skypeId: m.skype_id,
});

/** GET /api/publisher/accounts: the network's account managers by name. */
export async function accountManagers(ctx: AppContext, session: Session): Promise<NetworkAccountManager[]> {
  const rows = await peopleStore(ctx.db, ownerNetworkId(session)).accountManagers();
  return rows.map(view);
}

const fieldsOf = (input: AccountManagerInput) => ({
  name: input.name.trim(),
  email: normalizeEmail(input.email),
  skype_id: input.skypeId.trim(),
});

export async function addAccountManager(ctx: AppContext, session: Session, input: AccountManagerInput) {
  const store = tenantStore(ctx.db, ownerNetworkId(session));
  const id = await store.insertAccountManager(fieldsOf(input));
  return view({ id, network_id: store.networkId, ...fieldsOf(input) });
}

export async function updateAccountManager(ctx: AppContext, session: Session, id: number, input: AccountManagerInput) {
  const store = tenantStore(ctx.db, ownerNetworkId(session));
  if (!(await store.accountManager(id))) throw notFound('Account manager not found');
  await peopleStore(ctx.db, store.networkId).updateAccountManager(id, fieldsOf(input));
  return view({ id, network_id: store.networkId, ...fieldsOf(input) });
}
