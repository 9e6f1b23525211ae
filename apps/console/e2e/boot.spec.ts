import { expect, test } from '@playwright/test';

// The console boots from config.json beside index.html, or says clearly what is wrong.
test.describe('boot', () => {
  test('loads against the server and sends a signed-out visitor to /login with the full path', async ({ page }) => {
    await page.goto('/some/deep/path?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsome%2Fdeep%2Fpath%3Fx%3D1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(page).toHaveTitle('Вход — Omnidesk Console');
  });

  test('before the app’s code arrives the page is the grey shape of the list and the item, then the app replaces it', async ({
    page,
  }) => {
    // A slow network, held at the entry chunk: what the browser paints first is index.html's skeleton (public/boot/).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const skeleton = page.locator('[data-boot-skeleton]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('.boot-skeleton-row')).toHaveCount(8);
    await expect(skeleton.locator('.boot-skeleton-item')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test('the skeleton takes the saved dark theme before the app’s code', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const skeleton = page.locator('[data-boot-skeleton]');
    await expect(skeleton).toBeVisible();
    // themes.css.ts: the dark theme's background, over the whole first screen.
    await expect(skeleton).toHaveCSS('background-color', 'rgb(15, 18, 22)');
    expect(await skeleton.evaluate((element) => element.getBoundingClientRect().height)).toBe(page.viewportSize()?.height);
  });

  test('a missing config.json shows the error page in Russian for a Russian browser', async ({ page }) => {
    await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Консоль не настроена');
    await expect(page.getByText('Не удалось загрузить файл настроек config.json рядом с index.html.')).toBeVisible();
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });

    test('malformed JSON shows the error page in English', async ({ page }) => {
      await page.route('**/config.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"productName": ' }),
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The console is not configured');
      await expect(page.getByText('The settings file config.json has errors:')).toBeVisible();
    });

    test('a config.json that breaks the schema names each wrong field', async ({ page }) => {
      const bad = { productName: 'X', apiHosts: ['not a url'], socketUrl: 'ws://localhost:1/', clientId: 'c' };
      await page.route('**/config.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(bad) }),
      );
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The console is not configured');
      await expect(page.getByRole('listitem').filter({ hasText: 'apiHosts' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'clientSecret' })).toBeVisible();
    });
  });
});
