import type { AreaDeclaration, RemoteName } from '@affnet/contracts';
import { changeLanguage, declaredPages, i18n } from '@affnet/core';
import { REMOTE_AREAS } from '../../testing/remote-areas';
import { remoteForPath } from '../remotes/remote-for-path';
import { areasOfManifest, receiveAreas, useAreas } from './areas-store';
import { titleOf } from './declared-areas';

const billing: AreaDeclaration = {
  remote: 'mfe_billing' as RemoteName,
  mounts: [{ path: 'billing/*', basePath: '/billing', shell: 'main', title: 'title.billing' }],
  pages: [{ path: '/billing/invoices', permissions: ['network'], title: 'title.invoices' }],
  menu: [],
  messages: {
    en: { 'title.billing': 'Billing', 'title.invoices': 'Invoices' },
    fr: { 'title.billing': 'Facturation', 'title.invoices': 'Factures' },
  },
};

describe('titles from the areas', () => {
  it("take the page's own title, else its area's, in the remote's namespace", () => {
    expect(titleOf(REMOTE_AREAS, '/offers/active')).toEqual({ ns: 'mfe_offers', key: 'title.offersActive' });
    expect(titleOf(REMOTE_AREAS, '/offers/12')).toEqual({ ns: 'mfe_offers', key: 'title.offers' });
    expect(titleOf(REMOTE_AREAS, '/aff/list')).toEqual({ ns: 'mfe_publisher', key: 'title.postback' });
    expect(titleOf(REMOTE_AREAS, '/network/remotes')).toEqual({ ns: 'mfe_network_admin', key: 'title.remotes' });
    expect(titleOf(REMOTE_AREAS, '/nowhere')).toBeNull();
  });

  it('are translated once the area is received, in the language of the page', async () => {
    receiveAreas([...REMOTE_AREAS, billing]);
    const title = titleOf(useAreas.getState().areas, '/billing/invoices');
    expect(title).toEqual({ ns: 'mfe_billing', key: 'title.invoices' });
    expect(i18n.t('title.invoices', { ns: 'mfe_billing' })).toBe('Invoices');
    expect(i18n.t('title.reports', { ns: 'mfe_statistics' })).toBe('Reports');
    await changeLanguage('fr');
    expect(i18n.t('title.invoices', { ns: 'mfe_billing' })).toBe('Factures');
    expect(i18n.t('title.reports', { ns: 'mfe_statistics' })).toBe('Rapports');
    await changeLanguage('en');
  });
});

describe('receiving the areas of a manifest', () => {
  it('keeps the declarations, drops a malformed one and a release without one, and declares the pages to the core', () => {
    const releases = {
      mfe_offers: { version: '1.0.0', entry: '/o', canary: false, area: REMOTE_AREAS[1] },
      mfe_statistics: { version: '1.0.0', entry: '/s', canary: false, area: null },
      mfe_publisher: { version: '1.0.0', entry: '/p', canary: false, area: { remote: 'mfe_publisher' } },
    };
    receiveAreas(areasOfManifest({ releases } as never));
    expect(useAreas.getState().areas.map((area) => area.remote)).toEqual(['mfe_offers']);
    expect(declaredPages().map((page) => page.path)).toContain('/offers/new');
    expect(areasOfManifest({})).toEqual([]);
  });

  it('leaves a remote whose area is missing without routes: the first screen does not preload it', () => {
    const withoutStatistics = REMOTE_AREAS.filter((area) => area.remote !== 'mfe_statistics');
    expect(remoteForPath('/dashboard', true, withoutStatistics)).toBeNull();
    expect(remoteForPath('/offers/all', true, withoutStatistics)).toBe('mfe_offers');
  });
});
