import { describe, expect, it } from 'vitest';
import { ROUTES } from '@console/machines/rules/routes';
import { PUBLIC_ROUTES } from '@console/machines/rules/routes/public';
import { PUBLIC_SCREENS } from './publicScreens.ts';
import { SCREENS } from './screens.ts';

// The console mounts screens by registry route name (spec §2): a name that is not in the registry would never show.
describe('screen mapping', () => {
  it('names only routes of the registry', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    for (const name of Object.keys(SCREENS)) expect(names.has(name), name).toBe(true);
  });

  it('mounts the login page, the statistics home and overall, and the settings home', () => {
    for (const name of ['login-page', 'stats-items', 'stats-overall', 'settings-page']) expect(SCREENS[name], name).toBeDefined();
  });

  it('has no screen for a route of the registry that is not built yet', () => {
    expect(SCREENS['stats-bots']).toBeUndefined();
  });

  // The entry mounts PUBLIC_SCREENS; a signed-in screen there would only weigh on /login (docs/budgets.md).
  it("keeps only spec §2.1's public routes in the entry's table, and every screen of theirs", () => {
    const publicNames = PUBLIC_ROUTES.map((route) => route.name);
    expect(Object.keys(PUBLIC_SCREENS).filter((name) => !publicNames.includes(name))).toEqual([]);
    for (const name of publicNames) expect(PUBLIC_SCREENS[name], name).toBe(SCREENS[name]);
  });
});
