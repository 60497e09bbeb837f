import { canOpen, type Permission } from '@affnet/contracts';
import { menuFor } from './menus';

describe('sidebar menus', () => {
  it("give publishers the spec's menu", () => {
    const menu = menuFor(['publisher']);
    expect(menu.map((m) => m.label)).toEqual([
      'menu.dashboard',
      'menu.offers',
      'menu.statistics',
      'menu.apiReference',
      'menu.postback',
    ]);
    expect(menu[1]?.children?.map((c) => c.to)).toEqual([
      '/offers/all',
      '/offers/active',
      '/offers/public',
      '/offers/private',
    ]);
    expect(menu[2]?.children?.map((c) => c.to)).toEqual(['/statistics/reports', '/statistics/conversions']);
    expect(menu[4]?.to).toBe('/postback/list');
  });

  it('give network owners network administration', () => {
    expect(menuFor(['network']).map((m) => m.to)).toContain('/network/settings');
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

  it('give the super admin the networks list', () => {
    expect(menuFor(['admin']).map((m) => m.to)).toContain('/network/networks');
  });

  it.each<Permission>(['admin', 'network', 'publisher', 'advertiser'])(
    'lead %s only to pages the role may open',
    (permission) => {
      const paths = menuFor([permission]).flatMap((item) => [item.to, ...(item.children ?? []).map((c) => c.to)]);
      for (const path of paths.filter((p): p is string => !!p))
        expect([path, canOpen(path, [permission])]).toEqual([path, true]);
    },
  );

  it('tell the groups apart by their icons', () => {
    for (const permission of ['network', 'admin', 'publisher', 'advertiser'] as const) {
      const icons = menuFor([permission]).map((item) => item.icon);
      expect(new Set(icons).size).toBe(icons.length);
    }
  });
});
