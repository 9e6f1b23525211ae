import { matchRoute } from '@console/machines/rules/routes';
import { SCREENS } from './screens.ts';

/**
 * Whether a page link (a path, with or without a query) leads to a built screen: its registry route has one in
 * SCREENS. The command palette lists only these, so a page built later appears there without another edit.
 */
export function isBuiltPage(href: string): boolean {
  const match = matchRoute(href.split(/[?#]/)[0] ?? '');
  return match !== null && SCREENS[match.route.name] !== undefined;
}
