import type { Space, User } from '@console/api/contract';
import { isWorkspacePaid } from '../paidPeriod.ts';
import { passesGate } from './access.ts';
import { matchRoute } from './match.ts';
import { NOT_FOUND_ROUTE, type RouteEntry } from './registry.ts';

// spec §4: where the two guards send the user.
export const BILLING_PATH = '/settings/billing';
export const PROFILE_PATH = '/settings/profile';

export interface GuardContext {
  user: Pick<User, 'roles' | 'is_partner'>;
  spaces: readonly Pick<Space, 'settings' | 'tariff' | 'expires_at'>[];
  /** config.otp_required: a space requires two-factor and the user has not set it up. */
  otpRequired: boolean;
  now: number;
}

/**
 * What a signed-in user gets on a route:
 * - `redirect`: spec §4 two-factor (every page but profile and billing → profile), then the paid period
 *   (settings role, page not allowed → billing);
 * - `paidOver`: spec §4, not paid and no settings role: the page shows under the 'paid period is over' modal;
 * - `noAccess`: the route's gate of §2.5/§6 does not let this user in (the 'No access' page);
 * - `allow`.
 */
export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'paidOver' } | { kind: 'noAccess' };

export function guardRoute(route: RouteEntry, context: GuardContext): GuardOutcome {
  if (route.access === 'public') return { kind: 'allow' };
  if (context.otpRequired && !route.otpAllowed) return { kind: 'redirect', to: PROFILE_PATH };
  if (!isWorkspacePaid(context.spaces, context.now)) {
    if (!context.user.roles.settings) return { kind: 'paidOver' };
    if (!route.paidAllowed) return { kind: 'redirect', to: BILLING_PATH };
  }
  return passesGate(route.gate, context) ? { kind: 'allow' } : { kind: 'noAccess' };
}

/** The guards for a path (without query): its registry route, or an unknown path's 'Page not found' (spec §2.1). */
export const guardPath = (pathname: string, context: GuardContext): GuardOutcome =>
  guardRoute(matchRoute(pathname)?.route ?? NOT_FOUND_ROUTE, context);
