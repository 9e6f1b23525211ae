import { describe, expect, it } from 'vitest';
import { ROUTES } from '@console/machines/rules/routes';
import { isBuiltPage } from './builtPages.ts';
import { SCREENS } from './screens.ts';

// The command palette's pages come from the route-to-screen map (screens.md "Keyboard"): none leads to 'Page not found'.
describe('isBuiltPage', () => {
  const pages = ROUTES.filter((route) => route.access === 'login' && !route.path.includes(':'));

  it('takes exactly the signed-in pages that have a screen', () => {
    for (const route of pages) expect(isBuiltPage(route.path), route.name).toBe(SCREENS[route.name] !== undefined);
  });

  it('lists the built ones, keeps a query, and leaves out one not built yet', () => {
    expect(isBuiltPage('/items?provider[]=vk')).toBe(true);
    expect(isBuiltPage('/settings/config')).toBe(true);
    expect(isBuiltPage('/stats/overall?from=2026-01-01&to=2026-01-31')).toBe(true);
    expect(SCREENS['stats-bots']).toBeUndefined();
    const bots = ROUTES.find((route) => route.name === 'stats-bots')!;
    expect(isBuiltPage(bots.path)).toBe(false);
    expect(isBuiltPage('/no/such/page')).toBe(false);
  });
});
