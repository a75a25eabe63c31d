import { api } from '../api/request.ts';
import { clearSession, getSession } from './session-store.ts';

/**
 * Ends the session on the server, then forgets it here (spec §4). A failed server call
 * still logs out locally: the person asked to leave.
 */
export async function logout(): Promise<void> {
  const { token } = getSession();
  if (token) {
    await api('user.logout', { token }).catch(() => undefined);
  }
  clearSession();
}
