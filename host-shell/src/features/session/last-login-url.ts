const LAST_LOGIN_URL_KEY = 'lastLoginUrl';

/** The sign-in pages a user can come back to: the guard sends a signed-out user to the last one used. */
const LOGIN_PATHS = ['/login', '/login/network', '/login/admin', '/ext/login'];

export function rememberLoginUrl(path: string): void {
  if (LOGIN_PATHS.includes(path)) sessionStorage.setItem(LAST_LOGIN_URL_KEY, path);
}

/** The last login URL used, unless it is /logout; /login otherwise. */
export function lastLoginUrl(): string {
  const url = sessionStorage.getItem(LAST_LOGIN_URL_KEY);
  return url && url !== '/logout' && url !== '/ext/login' ? url : '/login';
}
