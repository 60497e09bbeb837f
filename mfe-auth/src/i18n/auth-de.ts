import type { AuthTexts } from './auth-en';

export const AUTH_DE: AuthTexts = {
  'login.user.title': 'Anmelden',
  'login.user.intro': 'Für Publisher und Werbetreibende.',
  'login.network.title': 'Netzwerk-Anmeldung',
  'login.network.intro': 'Für Netzwerkinhaber und ihr Team.',
  'login.admin.title': 'Admin-Anmeldung',
  'login.admin.intro': 'Nur für Plattform-Administratoren.',
  'login.submit': 'Anmelden',
  'login.sending': 'Anmeldung läuft…',
  'field.email': 'E-Mail',
  'field.password': 'Passwort',
  'link.forgotPassword': 'Passwort vergessen?',
  'link.networkLogin': 'Netzwerkinhaber? Hier anmelden',
  'link.userLogin': 'Publisher oder Werbetreibender? Hier anmelden',
  'link.registerNetwork': 'Eigenes Netzwerk registrieren',
  'link.admin': 'Admin',
  'link.backToLogin': 'Zurück zur Anmeldung',
};
