import { type CurrentUser, canOpen, DASHBOARD_PATH, type Permission } from '@affnet/contracts';
import { declaredPages } from './declared-pages';
import { CURRENT_USER_KEY, RETURN_PATH_KEY } from './storage-keys';

/** The stored login record, or null when there is none or it cannot be read (or no storage: a page drawn on a server). */
export function readCurrentUser(): CurrentUser | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(CURRENT_USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as CurrentUser;
    return user && typeof user.token === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function writeCurrentUser(user: CurrentUser): void {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
}

/** Paths never remembered as a place to come back to. */
const NOT_RETURNABLE = ['/login', '/logout'];

/** Remembers where to return after the next sign-in (spec section 4: not /login or /logout). */
export function saveReturnPath(path: string): void {
  if (NOT_RETURNABLE.includes(path.split('?')[0] ?? '')) return;
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function readReturnPath(): string | null {
  return sessionStorage.getItem(RETURN_PATH_KEY);
}

/** Reads the return path and forgets it: used once, right after a sign-in. */
export function takeReturnPath(): string | null {
  const path = readReturnPath();
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}

/**
 * Where a user goes right after signing in: the saved return path if his permissions open it, the dashboard
 * otherwise. A page another role left behind (or a link he may not open) would only answer 403 and end the new
 * session at once, again and again. The pages are those the loaded areas declare.
 */
export function takeReturnPathFor(permissions: readonly Permission[]): string {
  const path = takeReturnPath();
  return path && canOpen(path, permissions, declaredPages()) ? path : DASHBOARD_PATH;
}

/** Forgets the stored user only: an expired session keeps the path to return to. */
export function clearCurrentUser(): void {
  localStorage.removeItem(CURRENT_USER_KEY);
}

/** Logout: forgets the stored user and the remembered previous path. */
export function clearSession(): void {
  clearCurrentUser();
  sessionStorage.removeItem(RETURN_PATH_KEY);
}
