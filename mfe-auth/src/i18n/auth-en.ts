/**
 * English texts of the sign-in pages, the area's first screen; the other languages are typed against these keys. The
 * other pages' texts load with those pages (other-pages-en.ts).
 */
export const AUTH_EN = {
  'login.user.title': 'Sign in',
  'login.user.intro': 'For publishers and advertisers.',
  'login.network.title': 'Network sign-in',
  'login.network.intro': 'For network owners and their team.',
  'login.admin.title': 'Admin sign-in',
  'login.admin.intro': 'For platform administrators only.',
  'login.submit': 'Sign in',
  'login.sending': 'Signing in…',
  'field.email': 'Email',
  'field.password': 'Password',
  'link.forgotPassword': 'Forgot password?',
  'link.networkLogin': 'Network owner? Sign in here',
  'link.userLogin': 'Publisher or advertiser? Sign in here',
  'link.registerNetwork': 'Register your network',
  'link.admin': 'Admin',
  'link.backToLogin': 'Back to sign-in',
} as const;

export type AuthTexts = Record<keyof typeof AUTH_EN, string>;
