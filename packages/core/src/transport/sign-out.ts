import { useSession } from '../store/session-store';
import { http } from './client';

/**
 * Logout: forgets the stored user and the return path at once, then tells the server with the old token.
 * The session is gone locally even if the server cannot be reached; that failure is reported to the caller.
 */
export async function signOut(): Promise<void> {
  const user = useSession.getState().user;
  useSession.getState().signOut();
  if (!user) return;
  await http.post('/api/logout', { email: user.userDetail.email }, { headers: { Authorization: user.token } });
}
