import type { CurrentUser, Permission } from '@affnet/contracts';
import { create } from 'zustand';
import { decodeToken } from './decode-token';
import { clearCurrentUser, clearSession, readCurrentUser, saveReturnPath, writeCurrentUser } from './session-storage';

interface SessionState {
  user: CurrentUser | null;
  permissions: Permission[];
  /** Stores a fresh login record and loads its permissions. */
  signIn: (user: CurrentUser) => void;
  /** Logout: clears the stored user and the return path. */
  signOut: () => void;
  /** A 401/403: remembers where the user was, then drops the user (spec section 4). */
  expire: (path: string) => void;
  /** Re-reads the stored record and its token's permissions (done on every guarded route). */
  reloadPermissions: () => Permission[];
}

function permissionsOf(user: CurrentUser | null): Permission[] {
  if (!user) return [];
  try {
    return decodeToken(user.token).permissions ?? [];
  } catch {
    return [];
  }
}

export const useSession = create<SessionState>((set) => {
  const user = readCurrentUser();
  return {
    user,
    permissions: permissionsOf(user),
    signIn: (next) => {
      writeCurrentUser(next);
      set({ user: next, permissions: permissionsOf(next) });
    },
    signOut: () => {
      clearSession();
      set({ user: null, permissions: [] });
    },
    expire: (path) => {
      saveReturnPath(path);
      clearCurrentUser();
      set({ user: null, permissions: [] });
    },
    reloadPermissions: () => {
      const stored = readCurrentUser();
      const permissions = permissionsOf(stored);
      set({ user: stored, permissions });
      return permissions;
    },
  };
});

export function hasPermission(permission: Permission): boolean {
  return useSession.getState().permissions.includes(permission);
}
