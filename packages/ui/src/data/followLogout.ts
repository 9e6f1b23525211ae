import type { SocketMachineEvent } from '@console/machines/socketMachine';
import { logoutInProgress } from './logout.ts';

/**
 * spec §4 Logout: the live connection ends as the logout starts, before the revoke. Otherwise the server closes the
 * socket for the revoked token (4401), the socket refreshes with the revoked refresh token, and a deliberate logout
 * ends in 'Session expired'. The store tells its listeners synchronously, so the socket is closed before the revoke
 * request is made. Returns the unsubscribe.
 */
export function followLogout(actor: { send(event: SocketMachineEvent): void }): () => void {
  return logoutInProgress.subscribe(() => {
    if (logoutInProgress.get()) actor.send({ type: 'session.ended' });
  });
}
