import type { AuthTexts } from './auth-en';

export const AUTH_FR: AuthTexts = {
  'login.user.title': 'Connexion',
  'login.user.intro': 'Pour les éditeurs et les annonceurs.',
  'login.network.title': 'Connexion réseau',
  'login.network.intro': 'Pour les propriétaires de réseau et leur équipe.',
  'login.admin.title': 'Connexion administrateur',
  'login.admin.intro': 'Réservé aux administrateurs de la plateforme.',
  'login.submit': 'Se connecter',
  'login.sending': 'Connexion…',
  'field.email': 'E-mail',
  'field.password': 'Mot de passe',
  'link.forgotPassword': 'Mot de passe oublié ?',
  'link.networkLogin': 'Propriétaire d’un réseau ? Connectez-vous ici',
  'link.userLogin': 'Éditeur ou annonceur ? Connectez-vous ici',
  'link.registerNetwork': 'Inscrire votre réseau',
  'link.admin': 'Administration',
  'link.backToLogin': 'Retour à la connexion',
};
