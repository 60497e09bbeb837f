import { randomUUID } from 'node:crypto';
import { ACME, GLOBEX } from './environment';
import type { LoginPage } from './sign-in';

export type TenantName = 'acme' | 'globex';
export type DemoRole = 'publisher' | 'advertiser' | 'owner' | 'admin';

export interface Tenant {
  name: TenantName;
  origin: string;
  company: string;
  /** The publishers' account manager, shown in their sidebar. */
  manager: { name: string; email: string; skype: string };
}

/** The two seeded demo networks (server/src/seed). */
export const TENANTS: Record<TenantName, Tenant> = {
  acme: {
    name: 'acme',
    origin: ACME,
    company: 'Acme Media',
    manager: { name: 'Maria Manager', email: 'maria@acme.test', skype: 'maria.acme' },
  },
  globex: {
    name: 'globex',
    origin: GLOBEX,
    company: 'Globex Ads',
    manager: { name: 'Greg Manager', email: 'greg@globex.test', skype: 'greg.globex' },
  },
};

export interface DemoUser {
  email: string;
  loginPage: LoginPage;
}

/** The seeded account of a role on a tenant, and the sign-in page it uses. */
export function demoUser(role: DemoRole, tenant: TenantName): DemoUser {
  switch (role) {
    case 'admin':
      return { email: 'admin@affnet.test', loginPage: '/login/admin' };
    case 'owner':
      return { email: `owner@${tenant}.test`, loginPage: '/login/network' };
    default:
      return { email: `${role}@${tenant}.test`, loginPage: '/login' };
  }
}

/** A random value no other test or run produces: for emails and network ids created by a test (12 hex digits). */
export function uniqueSuffix(): string {
  return randomUUID().replace(/-/g, '').slice(0, 12);
}
