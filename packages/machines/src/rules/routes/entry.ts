import type { Gate } from './access.ts';

/**
 * How the top bar's filter button counts applied filters on a route (spec §2.5): `default` ignores limit and
 * selected; `users` also ignores space_id (the user list); `dashboard` counts only object_id, company_id, provider.
 */
export type FilterCountMode = 'default' | 'users' | 'dashboard';

export interface RouteEntry {
  /** The spec's route name where it gives one (stats-items, item-page…), otherwise one in the same style. */
  name: string;
  /** A wouter (regexparam) pattern. */
  path: string;
  /** Key of the page title ('<title> — <productName>', spec §2.4) in @console/locales' TITLE_NAMESPACES. */
  titleKey: string;
  /** spec §2.1 public routes need no login; everything else does (§2.2–2.4). */
  access: 'public' | 'login';
  /** Who may open it (spec §2.5, §6); a signed-in user who may not sees the 'No access' page. */
  gate?: Gate;
  /** spec §2.5: a back arrow on item, issue and author pages and on settings subpages. */
  back?: boolean;
  /** Where the back arrow goes without an earlier page, when not the nearest route above (backTarget.ts). */
  backTo?: string;
  /** spec §4: reachable with an expired subscription (the settings role is not sent to billing from here). */
  paidAllowed?: boolean;
  /** spec §4: reachable while two-factor is required and not set up. */
  otpAllowed?: boolean;
  /** spec §2.5: the filter button and how it counts; absent = no filter button. */
  filters?: FilterCountMode;
}

export type Options = Omit<RouteEntry, 'name' | 'path' | 'titleKey' | 'access'>;

const camel = (name: string): string => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
export const page = (name: string, path: string, options: Options = {}): RouteEntry => ({
  name,
  path,
  titleKey: `titles.${camel(name)}`,
  access: 'login',
  ...options,
});
export const publicPage = (name: string, path: string): RouteEntry => ({ ...page(name, path), access: 'public' });
