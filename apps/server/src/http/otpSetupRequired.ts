// spec §4 two-factor, held by the server as well as by the console's guard: a member without two-factor in a space
// that requires it reaches only the routes below (the profile, billing and what the signed-in frame loads); every
// other authenticated route answers 403 with error_type `otp_setup_required` (docs/error-types.md).
import { sql } from 'drizzle-orm';
import { ERROR_TYPE_OTP_SETUP_REQUIRED } from '@console/api/contract';
import { spaceMembers, spaces, users } from '../db/schema.ts';
import { ApiFailure } from './errors.ts';

type Route = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string };

/** The routes such a member keeps, as registered (the route registry's `url`). The socket is public: it stays too. */
export const OTP_SETUP_ROUTES: readonly Route[] = [
  { method: 'GET', url: '/v1/config' },
  // v1/me and the profile page's routes (spec §2.4 /settings/profile), the email dialog's included (spec §4).
  { method: 'GET', url: '/v1/me' },
  { method: 'PATCH', url: '/v1/me' },
  { method: 'PUT', url: '/v1/me/password' },
  { method: 'GET', url: '/v1/me/social' },
  { method: 'POST', url: '/v1/me/social' },
  { method: 'DELETE', url: '/v1/me/social/:provider' },
  { method: 'PUT', url: '/v1/me/email' },
  { method: 'POST', url: '/v1/send_confirm_email' },
  // Two-factor itself.
  { method: 'GET', url: '/v1/me/otp' },
  { method: 'POST', url: '/v1/me/otp/setup' },
  { method: 'POST', url: '/v1/me/otp/confirm' },
  { method: 'POST', url: '/v1/me/otp/disable' },
  { method: 'POST', url: '/v1/me/otp/recovery_codes' },
  // What the signed-in frame loads on every page (spec §7).
  { method: 'GET', url: '/v1/counts' },
  { method: 'GET', url: '/v1/objects' },
  { method: 'GET', url: '/v1/tags' },
  { method: 'GET', url: '/v1/me/status' },
  { method: 'PUT', url: '/v1/me/status' },
  { method: 'GET', url: '/v1/me/workinghours' },
  { method: 'POST', url: '/v1/oauth2/revoke' },
];

/** Billing, whole (spec §4: the two-factor guard lets the billing page through). */
export const OTP_SETUP_PREFIXES: readonly string[] = ['/v1/billing/'];

/** Whether the route stays open to a member who still has to set two-factor up; HEAD goes as its GET. */
export function otpSetupAllows(method: string, url: string): boolean {
  const asGet = method === 'HEAD' ? 'GET' : method;
  return (
    OTP_SETUP_PREFIXES.some((prefix) => url.startsWith(prefix)) ||
    OTP_SETUP_ROUTES.some((route) => route.method === asGet && route.url === url)
  );
}

/**
 * Whether the user is a member of a space that requires two-factor and has not set it up (as config.otp_required), as
 * a column of the access-token check (auth/sessions.ts): one statement per request, not a second one.
 */
export const OTP_SETUP_PENDING = sql<boolean>`(${users.otpSecret} is null and exists (select 1 from ${spaceMembers} inner join ${spaces} on ${spaces.id} = ${spaceMembers.spaceId} where ${spaceMembers.userId} = ${users.id} and coalesce((${spaces.settings}->>'otp_required')::boolean, false)))`;

/** Refuses the request when the route is not among the above and the user still has to set two-factor up. */
export function enforceOtpSetup(otpSetupPending: boolean, route: { method: string; url: string }): void {
  if (!otpSetupPending || otpSetupAllows(route.method, route.url)) return;
  throw new ApiFailure(403, 'otpSetupRequired', { errorType: ERROR_TYPE_OTP_SETUP_REQUIRED });
}
