import { MOBILE_BREAKPOINT, resizeSidebar, sidebarTypeForWidth, toggleSidebar, WIDE_BREAKPOINT } from './sidebar';

describe('sidebar breakpoints', () => {
  it('are 1170 px and 767 px', () => {
    expect(WIDE_BREAKPOINT).toBe(1170);
    expect(MOBILE_BREAKPOINT).toBe(767);
  });

  it.each(['full', 'iconbar'] as const)('%s becomes mini-sidebar under 1170 px, down to 767 px', (type) => {
    expect(sidebarTypeForWidth(type, 1170)).toBe(type);
    expect(sidebarTypeForWidth(type, 1169)).toBe('mini-sidebar');
    expect(sidebarTypeForWidth(type, 767)).toBe('mini-sidebar');
  });

  it('overlay stays the overlay down to 767 px', () => {
    expect(sidebarTypeForWidth('overlay', 1920)).toBe('overlay');
    expect(sidebarTypeForWidth('overlay', 767)).toBe('overlay');
  });

  it('mini-sidebar stays mini from 767 px up', () => {
    expect(sidebarTypeForWidth('mini-sidebar', 1920)).toBe('mini-sidebar');
    expect(sidebarTypeForWidth('mini-sidebar', 767)).toBe('mini-sidebar');
  });

  it.each(['full', 'iconbar', 'overlay', 'mini-sidebar'] as const)(
    'under 767 px %s is the overlay menu: no permanent rail on a phone',
    (type) => {
      expect(sidebarTypeForWidth(type, 766)).toBe('overlay');
      expect(sidebarTypeForWidth(type, 390)).toBe('overlay');
      expect(sidebarTypeForWidth(type, 320)).toBe('overlay');
    },
  );
});

describe('sidebar resize', () => {
  it('closes the open overlay menu when the window leaves the phone width', () => {
    const open = { current: 'overlay', mobileOpen: true } as const;
    expect(resizeSidebar(open, 'full', 1280)).toEqual({ current: 'full', mobileOpen: false });
    expect(resizeSidebar(open, 'full', 900)).toEqual({ current: 'mini-sidebar', mobileOpen: false });
  });

  it('keeps the very same state while the type holds (an open menu stays open)', () => {
    const open = { current: 'overlay', mobileOpen: true } as const;
    expect(resizeSidebar(open, 'full', 400)).toBe(open);
    expect(resizeSidebar(open, 'overlay', 1000)).toBe(open);
  });

  it('turns a mini-sidebar into the closed overlay menu on a phone', () => {
    expect(resizeSidebar({ current: 'mini-sidebar', mobileOpen: false }, 'full', 390)).toEqual({
      current: 'overlay',
      mobileOpen: false,
    });
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
