import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { assertPasswordRules, hashPassword } from '../auth/passwords';
import { nowIso } from '../shared/clock';
import type { Config } from '../shared/config';
import type { Database } from '../shared/db/schema';
import { AppError } from '../shared/errors';
import { DEMO_PASSWORD } from './demo';
import { seedStore } from './platform-store';

/**
 * The first super admin of an installation without demo data: from ADMIN_EMAIL and ADMIN_PASSWORD when there is no
 * super admin yet (never a known password: the demo's is refused, and the product's password rules hold). Without
 * them, the log says how to create one.
 */
export async function ensureFirstAdmin(db: Kysely<Database>, config: Config, log: FastifyBaseLogger): Promise<void> {
  const store = seedStore(db);
  if (await store.hasSuperAdmin()) return;
  const first = config.firstAdmin;
  if (!first) {
    log.warn('no super admin yet: start once with ADMIN_EMAIL and ADMIN_PASSWORD to create one');
    return;
  }
  try {
    assertPasswordRules(first.password, 'ADMIN_PASSWORD');
  } catch (error) {
    throw new Error(error instanceof AppError ? error.message : String(error));
  }
  if (first.password === DEMO_PASSWORD) throw new Error('ADMIN_PASSWORD: the demo password is known to everybody');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(first.email)) throw new Error('ADMIN_EMAIL: not an email address');
  await store.insertSuperAdmin({
    email: first.email,
    password_hash: await hashPassword(first.password, config.bcryptCost),
    name: 'Super admin',
    company_name: 'affnet',
    status: 'active',
    account_manager_id: null,
    tokens_valid_after: null,
    created_at: nowIso(),
  });
  log.info({ email: first.email }, 'super admin created from ADMIN_EMAIL');
}
