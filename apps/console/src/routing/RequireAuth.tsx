import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '@console/ui/data';
import { loginRedirectPath } from '@console/machines/rules/redirect';

// spec §4 "Auth guard": no stored token → /login with a redirect query holding the full path.
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  if (!isSignedIn) return <Redirect to={loginRedirectPath(path, search)} replace />;
  return <>{children}</>;
}
