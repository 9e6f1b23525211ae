import { expect, test, type Page, type Request } from '@playwright/test';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_EMAILS, DEMO_PASSWORD } from '../../server/src/seed.ts';
import { STATUS_AUTO_CHECK_MS } from '../../../packages/machines/src/rules/autoStatus.ts';
import { ServerProcess } from './serverProcess.ts';
import { expectSignedInAs, fillCredentials, storedToken } from './support.ts';

// Token refresh (spec §4) against the real server, with access tokens that live a few seconds.
const TTL_S = 6;
const server = new ServerProcess({ port: 28100, env: { ACCESS_TOKEN_TTL_S: String(TTL_S) } });

test.beforeAll(async () => {
  test.setTimeout(90_000); // ServerProcess.start itself waits up to 60 s for a healthy server (a busy machine)
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const isRefresh = (request: Request) =>
  request.method() === 'POST' &&
  request.url().endsWith('/v1/oauth2/token') &&
  (request.postData() ?? '').includes('"refresh_token"');
const isApiCall = (request: Request) =>
  new URL(request.url()).pathname.startsWith('/v1/') && !request.url().includes('/v1/oauth2/');

async function signInHere(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await fillCredentials(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${server.url}/`);
}

async function waitUntilExpired(page: Page) {
  const token = await storedToken(page);
  await page.waitForTimeout(Math.max(0, (token?.expires_at ?? 0) - Date.now()) + 500);
}

test('an access token expiring mid-session is refreshed once while every call of the page is in flight; the user notices nothing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The page's timers run on a clock the test can move: the counts poll and the status check come when it says.
  await page.clock.install();
  await signInHere(page, DEMO_EMAILS.admin);
  await expectSignedInAs(page, 'Anna Admin');
  await expect(page.getByText('Demo workspace')).toBeVisible();
  const signedInAt = page.url();
  // Stay on the page, without a reload, until the access token has expired.
  await waitUntilExpired(page);

  const refreshes: Request[] = [];
  const answers = new Map<string, number[]>();
  page.on('request', (request) => isRefresh(request) && refreshes.push(request));
  page.on('response', (response) => {
    if (!isApiCall(response.request())) return;
    const key = `${response.request().method()} ${new URL(response.url()).pathname}`;
    answers.set(key, [...(answers.get(key) ?? []), response.status()]);
  });
  // A slow network: a refused call's answer takes a second to arrive, so every call below goes out with the expired
  // token before any answer can start the refresh.
  await page.route('**/v1/**', async (route) => {
    const response = await route.fetch();
    if (response.status() === 401) await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ response });
  });

  // All at once, as the app makes them: the counts poll (120 s) and the status check (180 s) come due, and the browser
  // says the network is back, on which the page's data (user, config, counts, the accounts of the top bar) is revalidated.
  await page.clock.fastForward(STATUS_AUTO_CHECK_MS);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));

  // Five calls in flight at once.
  const calls = ['GET /v1/me', 'GET /v1/config', 'GET /v1/counts', 'GET /v1/me/status', 'GET /v1/objects'];
  await expect.poll(() => calls.map((call) => answers.get(call))).toEqual(calls.map(() => [401, 200]));
  await page.waitForTimeout(1000);
  // Exactly one refresh; each refused call was retried once, with the new token, and succeeded.
  expect(refreshes).toHaveLength(1);
  for (const call of calls) expect(answers.get(call), call).toEqual([401, 200]);
  expect([...answers.keys()].sort()).toEqual([...calls].sort());
  const token = await storedToken(page);
  expect(JSON.parse(refreshes[0]!.postData() ?? '{}')).toMatchObject({ grant_type: 'refresh_token' });
  expect(token?.expires_at ?? 0).toBeGreaterThan(Date.now());

  // Nothing to notice: same page, same content, no error, no notice, no 'Session expired'.
  expect(page.url()).toBe(signedInAt);
  await expectSignedInAs(page, 'Anna Admin');
  await expect(page.getByText('Demo workspace')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Сессия истекла|Сервис недоступен/)).toHaveCount(0);
});

test('a reused refresh token ends the session with "Session expired"', async ({ page, request }) => {
  await signInHere(page, DEMO_EMAILS.operator);
  const stolen = (await storedToken(page))!;
  // Someone else rotates the refresh token twice: the page's copy is now an old one.
  const refresh = async (token: string) =>
    (
      await request.post(`${server.url}/v1/oauth2/token`, {
        data: {
          client_id: DEFAULT_CLIENT_ID,
          client_secret: DEFAULT_CLIENT_SECRET,
          grant_type: 'refresh_token',
          refresh_token: token,
        },
      })
    ).json() as Promise<{ refresh_token: string }>;
  const first = await refresh(stolen.refresh_token);
  await refresh(first.refresh_token);
  await waitUntilExpired(page);
  await page.reload();
  await expect(page).toHaveURL(`${server.url}/login?redirect=%2F`);
  await expect(page.getByText('Сессия истекла')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('two tabs whose token expires together refresh once and both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  await signInHere(first, DEMO_EMAILS.analyst);
  const second = await context.newPage();
  await second.goto(`${server.url}/`);
  await expectSignedInAs(second, 'Alex Analyst');
  await waitUntilExpired(first);

  // The refreshes of the shared expiry: those sent with the refresh token both tabs hold now. On a loaded machine the
  // new token (6 s) may expire again before the test ends, and its refresh is another, rightful one.
  const shared = (await storedToken(first))!.refresh_token;
  const refreshes: Request[] = [];
  for (const tab of [first, second])
    tab.on('request', (request) => isRefresh(request) && request.postData()?.includes(shared) && refreshes.push(request));
  await Promise.all([first.reload(), second.reload()]);
  await expectSignedInAs(first, 'Alex Analyst');
  await expectSignedInAs(second, 'Alex Analyst');
  await first.waitForTimeout(1000);
  expect(refreshes).toHaveLength(1);
  const [a, b] = await Promise.all([storedToken(first), storedToken(second)]);
  expect(a?.access_token).toBe(b?.access_token);
});
