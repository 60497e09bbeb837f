import { addLanguageLoader, addTranslations } from '@affnet/core';

const en = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  language: 'Language',
  toggleSidebar: 'Toggle sidebar',
  logout: 'Logout',
  sidebar: 'Main menu',
  skipToContent: 'Skip to content',
  'impersonation.viewingAs': 'Viewing as {{name}}',
  'impersonation.return': 'Return to my account',
  'remote.failed': 'This part of the dashboard could not be loaded. The rest keeps working.',
  'shell.loadFailed': 'The dashboard could not load a part it needs. Please check your connection and reload the page.',
  'shell.reload': 'Reload',
  'accountManager.title': 'Your account manager',
  'accountManager.skype': 'Skype',
  'customizer.open': 'Open theme customizer',
  'customizer.title': 'Theme customizer',
  'customizer.save': 'Save theme',
  'customizer.saving': 'Saving…',
  'customizer.saved': 'Theme saved',
  'customizer.theme': 'Theme',
  'customizer.dir': 'Direction',
  'customizer.layout': 'Layout',
  'customizer.boxed': 'Width',
  'customizer.sidebartype': 'Sidebar type',
  'customizer.sidebarpos': 'Sidebar position',
  'customizer.headerpos': 'Header position',
  'customizer.navbarbg': 'Navbar colour',
  'customizer.sidebarbg': 'Sidebar colour',
  'customizer.logobg': 'Logo colour',
  'option.light': 'Light',
  'option.dark': 'Dark',
  'option.ltr': 'Left to right',
  'option.rtl': 'Right to left',
  'option.vertical': 'Vertical',
  'option.horizontal': 'Horizontal',
  'option.full': 'Full',
  'option.boxed': 'Boxed',
  'option.iconbar': 'Icon bar',
  'option.overlay': 'Overlay',
  'option.mini-sidebar': 'Mini',
  'option.fixed': 'Fixed',
  'option.absolute': 'Scrolls',
  'option.skin1': 'Skin 1',
  'option.skin2': 'Skin 2',
  'option.skin3': 'Skin 3',
  'option.skin4': 'Skin 4',
  'option.skin5': 'Skin 5',
  'option.skin6': 'Skin 6',
};
/** The words another language must give (a brand name, Skype, stays as it is). */
export type Shell = Omit<typeof en, 'accountManager.skype'>;

addTranslations('shell', { en });

// The shell's words in the other languages come when a user first shows one (the host waits for them at start).
addLanguageLoader((language) => {
  const words =
    language === 'es'
      ? import(/* webpackChunkName: "shell-es" */ './shell-es')
      : language === 'fr'
        ? import(/* webpackChunkName: "shell-fr" */ './shell-fr')
        : language === 'de'
          ? import(/* webpackChunkName: "shell-de" */ './shell-de')
          : undefined;
  return words?.then((module) => ({ shell: module.default }));
});
