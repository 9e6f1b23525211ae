// spec §2.1's public routes in a module of their own, so the app's entry (which mounts them) does not carry the whole
// registry; registry.ts puts them first in ROUTES.
import { publicPage, type RouteEntry } from './entry.ts';

// spec §2.1: public routes.
export const PUBLIC_ROUTES: RouteEntry[] = [
  publicPage('login-page', '/login'),
  publicPage('login-provider-page', '/login/:provider'),
  publicPage('signup-page', '/signup'),
  publicPage('signup-invitation-page', '/signup/:hash'),
  publicPage('password-recovery-page', '/recovery'),
  publicPage('reset-password-page', '/reset_password/:hash'),
  publicPage('confirm-email-page', '/confirm_email/:hash'),
  publicPage('delete-request-page', '/deleterequest/:id'),
  publicPage('callback-tiktok', '/callback/tiktok'),
];
