import { DEFAULT_THEME, type ThemeSettings } from '@affnet/contracts';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { writeDefaultLogos } from '../networks/logos';
import { nowIso } from '../shared/clock';
import type { Config } from '../shared/config';
import type { PlatformStore } from '../shared/db/platform-store';
import type { Database } from '../shared/db/schema';
import { tenantStore } from '../shared/db/tenant-store';
import type { FileStore } from '../shared/files';
import { seedDemoOffers } from './demo-offers';
import { seedDemoTraffic } from './demo-traffic';
import { seedStore } from './platform-store';

export const DEMO_PASSWORD = 'Affnet-demo-2026';

interface DemoNetwork {
  slug: string;
  company: string;
  theme: ThemeSettings;
  owner: string;
  publisher: { name: string; company: string };
  manager: { name: string; email: string; skype: string };
  advertiser: string;
}

const DEMO_NETWORKS: DemoNetwork[] = [
  {
    slug: 'acme',
    company: 'Acme Media',
    theme: { ...DEFAULT_THEME, navbarbg: 'skin1' },
    owner: 'Alice Owner',
    publisher: { name: 'Paul Publisher', company: 'Paul Media' },
    manager: { name: 'Maria Manager', email: 'maria@acme.test', skype: 'maria.acme' },
    advertiser: 'Ada Advertiser',
  },
  {
    slug: 'globex',
    company: 'Globex Ads',
    theme: { ...DEFAULT_THEME, theme: 'dark', navbarbg: 'skin4', sidebarbg: 'skin3', logobg: 'skin4' },
    owner: 'Gina Owner',
    publisher: { name: 'Peter Publisher', company: 'Peter Media' },
    manager: { name: 'Greg Manager', email: 'greg@globex.test', skype: 'greg.globex' },
    advertiser: 'Axel Advertiser',
  },
];

/** Benchmark only (DEMO_EXTRA_NETWORKS): more networks like the demo ones, named bench3, bench4, … */
function extraNetworks(count: number): DemoNetwork[] {
  return Array.from({ length: count }, (_, i) => ({
    ...DEMO_NETWORKS[i % 2]!,
    slug: `bench${i + 3}`,
    company: `Bench Network ${i + 3}`,
    manager: { name: `Manager ${i + 3}`, email: `manager@bench${i + 3}.test`, skype: `manager.bench${i + 3}` },
  }));
}

/** Fills an empty database with the two demo networks, their users and invites; a no-op otherwise. */
export async function seedDemoIfEmpty(db: Kysely<Database>, platform: PlatformStore, config: Config, files: FileStore) {
  if (await platform.hasAnyNetworkOrUser()) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD, config.bcryptCost);
  const now = nowIso();
  const logos = new Map<string, string>();
  const networks = [...DEMO_NETWORKS, ...extraNetworks(config.demoExtraNetworks)];
  for (const demo of networks) {
    logos.set(demo.slug, await writeDefaultLogos(files, demo.slug, demo.company));
  }
  await db.transaction().execute(async (trx) => {
    const user = { password_hash: passwordHash, status: 'active' as const, tokens_valid_after: null, created_at: now };
    const seed = seedStore(trx);
    await seed.insertSuperAdmin({
      ...user,
      email: 'admin@affnet.test',
      name: 'Sam Admin',
      company_name: 'affnet',
      account_manager_id: null,
    });
    for (const demo of networks) {
      const networkId = await seed.insertNetwork({
        network_id: demo.slug,
        company_name: demo.company,
        logo_url: logos.get(demo.slug) ?? null,
        dashboard_domain: `${demo.slug}.localhost:${config.port}`,
        status: 'active',
        theme: JSON.stringify(demo.theme),
        created_at: now,
      });
      const store = tenantStore(trx, networkId);
      const managerId = await store.insertAccountManager({
        name: demo.manager.name,
        email: demo.manager.email,
        skype_id: demo.manager.skype,
      });
      const member = { ...user, account_manager_id: null };
      await store.insertUser({
        ...member,
        email: `owner@${demo.slug}.test`,
        name: demo.owner,
        role: 'network',
        company_name: demo.company,
      });
      await store.insertUser({
        ...member,
        email: `publisher@${demo.slug}.test`,
        name: demo.publisher.name,
        role: 'publisher',
        company_name: demo.publisher.company,
        account_manager_id: managerId,
      });
      await store.insertUser({
        ...member,
        email: `advertiser@${demo.slug}.test`,
        name: demo.advertiser,
        role: 'advertiser',
        company_name: `${demo.advertiser.split(' ')[0]} Brands`,
      });
      await store.insertInvite({ token: `${demo.slug}-publisher-invite`, kind: 'publisher', expires_at: null });
      await store.insertInvite({ token: `${demo.slug}-advertiser-invite`, kind: 'advertiser', expires_at: null });
    }
  });
  await seedDemoOffers(db, config);
  await seedDemoTraffic(db, config);
  return true;
}
