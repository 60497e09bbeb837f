/** Permission names carried in the login token. `network` unlocks network administration and the theme customizer. */
export const PERMISSIONS = {
  admin: 'admin',
  network: 'network',
  publisher: 'publisher',
  advertiser: 'advertiser',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The kind of account a user has; each maps to one login path. */
export type Role = 'admin' | 'network' | 'publisher' | 'advertiser';

/** Login type of a session opened through the /ext hand-off; such a session also holds an account token. */
export const ACCOUNT_LOGIN_TYPE = 'account';
