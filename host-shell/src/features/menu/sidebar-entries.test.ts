import { type AreaDeclaration, canOpen, type Permission, type RemoteName } from '@affnet/contracts';
import { REMOTE_AREAS } from '../../testing/remote-areas';
import { pagesOf } from '../areas/declared-areas';
import { sidebarFor } from './sidebar-entries';

const menuFor = (permissions: Permission[]) => sidebarFor(REMOTE_AREAS, permissions);

describe('sidebar menus built from the areas the remotes declare', () => {
  it("give publishers the spec's menu", () => {
    const menu = menuFor(['publisher']);
    expect(menu.map((m) => m.label)).toEqual([
      'menu.dashboard',
      'menu.offers',
      'menu.statistics',
      'menu.apiReference',
      'menu.postback',
      // Issue 30: his balances, invoices and payment details.
      'menu.payments',
    ]);
    expect(menu[1]?.children?.map((c) => c.to)).toEqual([
      '/offers/all',
      '/offers/active',
      '/offers/public',
      '/offers/private',
    ]);
    expect(menu[2]?.children?.map((c) => c.to)).toEqual(['/statistics/reports', '/statistics/conversions']);
    expect(menu[4]?.to).toBe('/postback/list');
    expect(menu[5]?.to).toBe('/payments');
  });

  it('give network owners network administration, in the order of their sidebar', () => {
    expect(menuFor(['network']).map((m) => m.to ?? m.label)).toEqual([
      '/dashboard',
      'menu.offers',
      'menu.statistics',
      '/network/publishers',
      '/network/payouts',
      '/network/billing',
      '/network/advertisers',
      '/network/postbacks',
      '/network/settings',
      '/network/audit-log',
      '/download-center',
    ]);
  });

  it('give network owners the offer form and access requests in their Offers group', () => {
    const offers = menuFor(['network']).find((m) => m.label === 'menu.offers');
    expect(offers?.children?.map((c) => c.to)).toEqual([
      '/offers/all',
      '/offers/active',
      '/offers/public',
      '/offers/private',
      '/offers/requests',
      '/offers/new',
    ]);
  });

  it('give advertisers their five entries, with All and Active offers only', () => {
    const menu = menuFor(['advertiser']);
    expect(menu.map((m) => m.to ?? m.label)).toEqual([
      '/dashboard',
      'menu.offers',
      'menu.statistics',
      '/invoices',
      '/download-center',
    ]);
    expect(menu[1]?.children?.map((c) => c.to)).toEqual(['/offers/all', '/offers/active']);
  });

  it('give the super admin the dashboard, the networks list and the remotes', () => {
    expect(menuFor(['admin']).map((m) => m.to)).toEqual(['/dashboard', '/network/networks', '/network/remotes']);
  });

  it('build the sidebar of the first role a user holds (admin, network, publisher, advertiser)', () => {
    expect(menuFor(['advertiser', 'network'])).toEqual(menuFor(['network']));
    expect(menuFor([])).toEqual([]);
  });

  it.each<Permission>(['admin', 'network', 'publisher', 'advertiser'])(
    'lead %s only to pages the role may open',
    (permission) => {
      const pages = pagesOf(REMOTE_AREAS);
      const paths = menuFor([permission]).flatMap((item) => [item.to, ...(item.children ?? []).map((c) => c.to)]);
      for (const path of paths.filter((p): p is string => !!p))
        expect([path, canOpen(path, [permission], pages)]).toEqual([path, true]);
    },
  );

  it('tell the groups apart by their icons', () => {
    for (const permission of ['network', 'admin', 'publisher', 'advertiser'] as const) {
      const icons = menuFor([permission]).map((item) => item.icon);
      expect(new Set(icons).size).toBe(icons.length);
    }
  });
});

describe('sidebar menus of areas the host does not know', () => {
  const billing: AreaDeclaration = {
    remote: 'mfe_billing' as RemoteName,
    mounts: [{ path: 'billing/*', basePath: '/billing', shell: 'main', title: 'title.billing' }],
    pages: [{ path: '/billing/*', permissions: ['network'], title: 'title.invoices' }],
    menu: [
      { id: 'billing', label: 'menu.billing', icon: 'M4 4h16v16H4z', order: 95, roles: ['network'], to: '/billing' },
    ],
    messages: { en: { 'menu.billing': 'Billing', 'title.invoices': 'Invoices' } },
  };

  it('place a new entry by its order among the others, for its roles only', () => {
    const owner = sidebarFor([...REMOTE_AREAS, billing], ['network']);
    expect(owner.map((m) => m.id).slice(-4)).toEqual(['network-settings', 'billing', 'audit-log', 'download-center']);
    expect(owner.find((m) => m.id === 'billing')).toMatchObject({ remote: 'mfe_billing', label: 'menu.billing' });
    expect(sidebarFor([...REMOTE_AREAS, billing], ['publisher']).map((m) => m.id)).not.toContain('billing');
  });

  it('keep the first entry of an id that two areas declare, and drop a group left without links', () => {
    const rival: AreaDeclaration = {
      ...billing,
      menu: [
        { id: 'dashboard', label: 'menu.other', icon: 'M0 0', order: 1, roles: ['network'], to: '/other' },
        {
          id: 'empty',
          label: 'menu.empty',
          icon: 'M0 0',
          order: 2,
          roles: ['network'],
          children: [{ label: 'x', to: '/x', roles: ['admin'] }],
        },
      ],
    };
    const owner = sidebarFor([...REMOTE_AREAS, rival], ['network']);
    expect(owner[0]).toMatchObject({ id: 'dashboard', to: '/dashboard', remote: 'mfe_statistics' });
    expect(owner.map((m) => m.id)).not.toContain('empty');
  });
});
