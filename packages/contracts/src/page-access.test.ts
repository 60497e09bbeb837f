import { canOpen, PAGE_ACCESS, pageAccessOf } from './page-access';
import type { Permission } from './permissions';

const ADMIN: Permission[] = ['admin'];
const OWNER: Permission[] = ['network'];
const PUBLISHER: Permission[] = ['publisher'];
const ADVERTISER: Permission[] = ['advertiser'];

describe('canOpen', () => {
  it('opens the dashboard to every signed-in role, and nothing to a user without permissions', () => {
    for (const permissions of [ADMIN, OWNER, PUBLISHER, ADVERTISER])
      expect(canOpen('/dashboard', permissions)).toBe(true);
    expect(canOpen('/dashboard', [])).toBe(false);
  });

  it('keeps network administration to the owner and the networks list to the super admin', () => {
    for (const path of ['/network/settings', '/network/publishers', '/network/advertisers', '/network/postbacks']) {
      expect(canOpen(path, OWNER)).toBe(true);
      expect(canOpen(path, PUBLISHER)).toBe(false);
      expect(canOpen(path, ADVERTISER)).toBe(false);
      expect(canOpen(path, ADMIN)).toBe(false);
    }
    expect(canOpen('/network/audit-log', OWNER)).toBe(true);
    expect(canOpen('/network/networks', ADMIN)).toBe(true);
    expect(canOpen('/network/networks', OWNER)).toBe(false);
  });

  it('lets every member of a network read offers, but only the owner write them', () => {
    for (const permissions of [OWNER, PUBLISHER, ADVERTISER]) {
      expect(canOpen('/offers/all', permissions)).toBe(true);
      expect(canOpen('/offers/12', permissions)).toBe(true);
    }
    for (const path of ['/offers/new', '/offers/requests', '/offers/12/edit']) {
      expect(canOpen(path, OWNER)).toBe(true);
      expect(canOpen(path, PUBLISHER)).toBe(false);
      expect(canOpen(path, ADVERTISER)).toBe(false);
    }
    expect(canOpen('/offers/all', ADMIN)).toBe(false);
  });

  it("keeps the publisher's own pages to publishers", () => {
    for (const path of ['/postback/list', '/aff/list', '/api-details']) {
      expect(canOpen(path, PUBLISHER)).toBe(true);
      expect(canOpen(path, OWNER)).toBe(false);
      expect(canOpen(path, ADVERTISER)).toBe(false);
      expect(canOpen(path, ADMIN)).toBe(false);
    }
    expect(canOpen('/download-center', ADVERTISER)).toBe(true);
    expect(canOpen('/download-center', ADMIN)).toBe(false);
  });

  it('reads the path without its query or fragment and does not match a longer path by its prefix', () => {
    expect(canOpen('/network/settings?tab=logo#top', PUBLISHER)).toBe(false);
    expect(canOpen('/offers/new?copy=3', OWNER)).toBe(true);
    expect(pageAccessOf('/api-details/more')).toBeUndefined();
    expect(pageAccessOf('/dashboardx')).toBeUndefined();
  });

  it('leaves a path no page declares to where the router sends it', () => {
    expect(canOpen('/nowhere', PUBLISHER)).toBe(true);
  });

  it('gives every row at least one permission', () => {
    for (const row of PAGE_ACCESS) expect(row.permissions.length).toBeGreaterThan(0);
  });
});
