import { expect, test } from '@playwright/test';
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import ruWorkspace from '../../../locales/ru/workspace.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { openSignedIn, storedToken } from './support.ts';

// docs/sections.md: an administrator switches a section off in settings/other; its menu entry disappears and the
// server refuses its route (spec §3 space settings). The reply templates section, switched back on at the end.
const other = ruWorkspace.other;

test('a section switched off in settings/other leaves the settings menu and its route is refused', async ({ page }) => {
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/other');
  const templates = page.getByRole('checkbox', { name: other.sections.templates });
  const toggle = async (on: boolean) => {
    // The visible label toggles react-aria's visually hidden input.
    await page.getByText(other.sections.templates, { exact: true }).click();
    await expect(templates).toBeChecked({ checked: on });
    await page.getByRole('button', { name: other.save }).click();
    await expect(page.getByText(other.saved)).toBeVisible();
  };
  await expect(templates).toBeChecked();
  try {
    await toggle(false);
    await page.getByRole('button', { name: ruShell.settingsMenu.trigger, exact: true }).click();
    const menu = page.getByRole('menu', { name: ruShell.settingsMenu.trigger });
    await expect(menu.getByRole('menuitem', { name: ruShell.titles.usersPage })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: ruShell.titles.templatesPage })).toHaveCount(0);
    await page.keyboard.press('Escape');

    const token = await storedToken(page);
    const refused = await page.request.get('/v1/templates', { headers: { authorization: `Bearer ${token!.access_token}` } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error_type?: string }).error_type).toBe('section_off');
  } finally {
    await toggle(true);
  }
});
