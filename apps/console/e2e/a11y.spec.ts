import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { expectSignedInAs, signIn } from './support.ts';

// Accessibility in the real app (quality.md): axe on each page of this issue, in both themes and languages.
for (const theme of ['light', 'dark'] as const) {
  for (const lng of ['ru', 'en'] as const) {
    test(`no axe violations on /login and the root (${lng}, ${theme})`, async ({ page }) => {
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.goto(lng === 'en' ? '/login?locale=en' : '/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await signIn(page, DEMO_EMAILS.admin, lng);
      await expectSignedInAs(page, 'Anna Admin');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
}
