import { passesGate, type AccessContext } from './routes/access.ts';
import { routeByName, type RouteEntry } from './routes/registry.ts';

// spec §2.5 "Settings dropdown entries", in the spec's order, as the registry routes they open.
export const SETTINGS_MENU_ROUTES = [
  'accounts-page', // accounts
  'users-page', // users
  'users-workinghours-page', // working schedule
  'billing-page', // billing
  'tags-page', // tags
  'labels-page', // author labels
  'templates-page', // reply templates
  'macros-page', // macros
  'rules-page', // auto-rules
  'bots-page', // chat bots
  'ai-page', // AI assistant
  'logs-page', // action log
  'logs-random-page', // random replies
  'errors-page', // errors
  'subscriptions-page', // subscriptions
  'settings-email-page', // email sending
  'working-hours-page', // working hours
  'csi-settings-page', // CSI
  'qa-settings-page', // quality check
  'emotions-settings-page', // emotions
  'issues-setting-page', // issues
] as const;

/**
 * The settings dropdown (spec §2.5, §6): each entry whose registry route's gate passes (its space setting or the
 * settings role; templates and stats entries by their own roles; auto-rules, CSI, quality check and emotions also
 * need a special tariff). Empty means the dropdown is hidden.
 */
export function settingsMenu(context: AccessContext): RouteEntry[] {
  return SETTINGS_MENU_ROUTES.map(routeByName).filter((route) => passesGate(route.gate, context));
}
