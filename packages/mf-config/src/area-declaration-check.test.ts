import type { AreaDeclaration } from '@affnet/contracts';
import { areaDeclarationProblems } from './area-declaration-check';

const offers: AreaDeclaration = {
  remote: 'mfe_offers',
  mounts: [{ path: 'offers/*', basePath: '/offers', shell: 'main', title: 'area' }],
  pages: [
    { path: '/offers/new', permissions: ['network', 'advertiser'], title: 'new' },
    { path: '/offers/*', permissions: ['network', 'publisher', 'advertiser'] },
  ],
  menu: [
    {
      id: 'offers',
      label: 'menu.offers',
      icon: 'M4 6h16',
      order: 20,
      roles: ['publisher'],
      children: [
        { label: 'menu.all', to: '/offers' },
        { label: 'menu.private', to: '/offers/private', roles: ['publisher'] },
      ],
    },
  ],
  messages: { en: { area: 'Offers', new: 'New offer' }, de: { area: 'Angebote' } },
};

describe('areaDeclarationProblems', () => {
  it('accepts the declaration of the remote being built', () => {
    expect(areaDeclarationProblems(offers, 'mfe_offers')).toEqual([]);
  });

  it("refuses another remote's declaration and what is no object", () => {
    expect(areaDeclarationProblems(offers, 'mfe_auth')).toEqual(['remote is "mfe_offers", not "mfe_auth"']);
    expect(areaDeclarationProblems(undefined, 'mfe_offers')).toEqual([
      'the default export is not an object (export default the AreaDeclaration)',
    ]);
  });

  it('names each wrong field by its path', () => {
    const broken = {
      ...offers,
      mounts: [{ path: 'offers/*', basePath: '/offers', shell: 'side' }],
      pages: [{ path: '/offers', permissions: ['root'] }],
      menu: [{ ...offers.menu[0], order: '20', children: [{ label: 'menu.all' }] }],
      messages: { en: { area: 3 } },
    };
    expect(areaDeclarationProblems(broken, 'mfe_offers')).toEqual([
      'mounts[0].shell is neither "main" nor "public"',
      'pages[0].permissions names an unknown permission "root"',
      'menu[0].order is not a number',
      'menu[0].children[0].to is not a non-empty string',
      'messages.en holds a value that is not a string',
    ]);
  });

  it('refuses missing lists', () => {
    const { pages: _pages, menu: _menu, ...partial } = offers;
    expect(areaDeclarationProblems(partial, 'mfe_offers')).toEqual(['pages is not a list', 'menu is not a list']);
  });
});
