import { canOpen, pageAccessOf, pathMatches } from './page-access';
import type { Permission } from './permissions';
import type { AreaPage } from './remotes';

const OWNER: Permission[] = ['network'];
const PUBLISHER: Permission[] = ['publisher'];

/** Pages as areas declare them: narrow paths first, the first match decides. */
const PAGES: AreaPage[] = [
  { path: '/offers/new', permissions: ['network'] },
  { path: '/offers/:id/edit', permissions: ['network'] },
  { path: '/offers/*', permissions: ['network', 'publisher'] },
  { path: '/api-details', permissions: ['publisher'] },
  { path: '/network/*', permissions: ['network'] },
];

describe('page access over declared pages', () => {
  it('lets the first matching page decide', () => {
    expect(canOpen('/offers/new', PUBLISHER, PAGES)).toBe(false);
    expect(canOpen('/offers/12/edit', PUBLISHER, PAGES)).toBe(false);
    expect(canOpen('/offers/12', PUBLISHER, PAGES)).toBe(true);
    expect(canOpen('/offers/new', OWNER, PAGES)).toBe(true);
    expect(pageAccessOf('/offers/all', PAGES)?.path).toBe('/offers/*');
  });

  it('reads the path without its query or fragment and does not match a longer path by its prefix', () => {
    expect(canOpen('/network/settings?tab=logo#top', PUBLISHER, PAGES)).toBe(false);
    expect(canOpen('/offers/new?copy=3', OWNER, PAGES)).toBe(true);
    expect(pageAccessOf('/api-details/more', PAGES)).toBeUndefined();
    expect(pathMatches('/dashboard', '/dashboardx')).toBe(false);
    expect(pathMatches('/offers/*', '/offers')).toBe(true);
  });

  it('leaves a path no page declares to where the router sends it', () => {
    expect(canOpen('/nowhere', PUBLISHER, PAGES)).toBe(true);
    expect(canOpen('/network/settings', PUBLISHER, [])).toBe(true);
  });
});
