import type { PublisherProfile } from '@affnet/contracts';
import type { AppContext, Session } from '../shared/context';
import { tenantStore } from '../shared/db/tenant-store';
import { notFound } from '../shared/errors';

/** The signed-in publisher's own profile with his account manager. */
export async function publisherProfile(ctx: AppContext, session: Session): Promise<PublisherProfile> {
  const { user } = session;
  if (user.network_id === null) throw notFound('Publisher not found');
  const store = tenantStore(ctx.db, user.network_id);
  const manager = user.account_manager_id === null ? undefined : await store.accountManager(user.account_manager_id);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    company_name: user.company_name,
    account_manager: manager ? { name: manager.name, email: manager.email, skypeId: manager.skype_id } : null,
  };
}
