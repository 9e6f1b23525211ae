import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useLogout } from '../../../data/index.ts';

/** spec §4 Logout (revoke, forget the token and the session's data), then /login; `busy` while it runs. */
export function useLogoutToLogin(): { busy: boolean; logOut: () => void } {
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const logOut = useCallback(() => {
    setBusy(true);
    void logout().finally(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return { busy, logOut };
}
