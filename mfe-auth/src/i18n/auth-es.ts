import type { AuthTexts } from './auth-en';

export const AUTH_ES: AuthTexts = {
  'login.user.title': 'Iniciar sesión',
  'login.user.intro': 'Para editores y anunciantes.',
  'login.network.title': 'Acceso a la red',
  'login.network.intro': 'Para propietarios de redes y su equipo.',
  'login.admin.title': 'Acceso de administrador',
  'login.admin.intro': 'Solo para administradores de la plataforma.',
  'login.submit': 'Iniciar sesión',
  'login.sending': 'Iniciando sesión…',
  'field.email': 'Correo electrónico',
  'field.password': 'Contraseña',
  'link.forgotPassword': '¿Has olvidado tu contraseña?',
  'link.networkLogin': '¿Tienes una red? Inicia sesión aquí',
  'link.userLogin': '¿Eres editor o anunciante? Inicia sesión aquí',
  'link.registerNetwork': 'Registra tu red',
  'link.admin': 'Administración',
  'link.backToLogin': 'Volver a iniciar sesión',
};
