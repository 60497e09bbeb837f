import { MOBILE_BREAKPOINT, sidebarTypeForWidth, toggleSidebar, WIDE_BREAKPOINT } from './sidebar';

describe('sidebar breakpoints', () => {
  it('are 1170 px and 767 px', () => {
    expect(WIDE_BREAKPOINT).toBe(1170);
    expect(MOBILE_BREAKPOINT).toBe(767);
  });

  it.each(['full', 'iconbar'] as const)('%s becomes mini-sidebar under 1170 px', (type) => {
    expect(sidebarTypeForWidth(type, 1170)).toBe(type);
    expect(sidebarTypeForWidth(type, 1169)).toBe('mini-sidebar');
  });

  it('overlay becomes mini-sidebar under 767 px only', () => {
    expect(sidebarTypeForWidth('overlay', 1000)).toBe('overlay');
    expect(sidebarTypeForWidth('overlay', 767)).toBe('overlay');
    expect(sidebarTypeForWidth('overlay', 766)).toBe('mini-sidebar');
  });

  it('mini-sidebar stays mini at every width', () => {
    expect(sidebarTypeForWidth('mini-sidebar', 1920)).toBe('mini-sidebar');
  });
});

describe('sidebar toggle', () => {
  it('switches full and iconbar to mini-sidebar', () => {
    expect(toggleSidebar({ current: 'full', mobileOpen: false }, 'full').current).toBe('mini-sidebar');
    expect(toggleSidebar({ current: 'iconbar', mobileOpen: false }, 'iconbar').current).toBe('mini-sidebar');
  });

  it("flips the overlay's mobile menu", () => {
    const opened = toggleSidebar({ current: 'overlay', mobileOpen: false }, 'overlay');
    expect(opened).toEqual({ current: 'overlay', mobileOpen: true });
    expect(toggleSidebar(opened, 'overlay')).toEqual({ current: 'overlay', mobileOpen: false });
  });

  it('restores the default type from mini-sidebar', () => {
    expect(toggleSidebar({ current: 'mini-sidebar', mobileOpen: false }, 'iconbar').current).toBe('iconbar');
  });
});
