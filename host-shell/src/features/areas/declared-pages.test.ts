import { canOpen, type Permission } from '@affnet/contracts';
import { REMOTE_AREAS } from '../../testing/remote-areas';
import { pagesOf } from './declared-areas';

const ADMIN: Permission[] = ['admin'];
const OWNER: Permission[] = ['network'];
const PUBLISHER: Permission[] = ['publisher'];
const ADVERTISER: Permission[] = ['advertiser'];
const PAGES = pagesOf(REMOTE_AREAS);
const opens = (path: string, permissions: Permission[]) => canOpen(path, permissions, PAGES);

describe('the pages the remotes declare', () => {
  it('open the dashboard to every signed-in role, and nothing to a user without permissions', () => {
    for (const permissions of [ADMIN, OWNER, PUBLISHER, ADVERTISER])
      expect(opens('/dashboard', permissions)).toBe(true);
    expect(opens('/dashboard', [])).toBe(false);
  });

  it('keep network administration to the owner, and the networks and remotes to the super admin', () => {
    for (const path of ['/network/settings', '/network/publishers', '/network/advertisers', '/network/postbacks']) {
      expect(opens(path, OWNER)).toBe(true);
      for (const other of [PUBLISHER, ADVERTISER, ADMIN]) expect(opens(path, other)).toBe(false);
    }
    expect(opens('/network/audit-log', OWNER)).toBe(true);
    for (const path of ['/network/networks', '/network/remotes']) {
      expect(opens(path, ADMIN)).toBe(true);
      expect(opens(path, OWNER)).toBe(false);
    }
  });

  it('let every member of a network read offers, but only the owner write them', () => {
    for (const permissions of [OWNER, PUBLISHER, ADVERTISER]) {
      expect(opens('/offers/all', permissions)).toBe(true);
      expect(opens('/offers/12', permissions)).toBe(true);
    }
    for (const path of ['/offers/new', '/offers/requests', '/offers/12/edit']) {
      expect(opens(path, OWNER)).toBe(true);
      expect(opens(path, PUBLISHER)).toBe(false);
      expect(opens(path, ADVERTISER)).toBe(false);
    }
    expect(opens('/offers/all', ADMIN)).toBe(false);
  });

  it("keep the publisher's own pages to publishers", () => {
    for (const path of ['/postback/list', '/aff/list', '/api-details']) {
      expect(opens(path, PUBLISHER)).toBe(true);
      for (const other of [OWNER, ADVERTISER, ADMIN]) expect(opens(path, other)).toBe(false);
    }
    expect(opens('/download-center', ADVERTISER)).toBe(true);
    expect(opens('/download-center', ADMIN)).toBe(false);
  });

  it('give every page at least one permission, and a title its area translates in four languages', () => {
    for (const area of REMOTE_AREAS) {
      const keys = [
        ...area.pages.map((page) => page.title),
        ...area.mounts.map((mount) => mount.title),
        ...area.menu.flatMap((entry) => [entry.label, ...(entry.children ?? []).map((child) => child.label)]),
      ].filter((key): key is string => !!key);
      for (const page of area.pages) expect([page.path, page.permissions.length > 0]).toEqual([page.path, true]);
      for (const language of ['en', 'es', 'fr', 'de'])
        for (const key of keys)
          expect([area.remote, language, key, !!area.messages[language]?.[key]]).toEqual([
            area.remote,
            language,
            key,
            true,
          ]);
    }
  });
});
