import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_PATH } from '@console/api/contract';
import { antiBotSign } from '../../../packages/api/src/client/sign.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_EMAILS, DEMO_PASSWORD, DEMO_SPACE_NAME } from '../../server/src/seed.ts';
import { installClocks, moveClocks, ownClockServer, serverNow } from './clocks.ts';
import ruIssues from '../../../locales/ru/issues.json' with { type: 'json' };
import { openSignedIn } from './support.ts';

// docs/hde.md: an administrator connects the sandbox HelpDeskEddy desk from the integrations page; an issue (made with
// POST v1/issues) is sent as a ticket, which appears on it; as the server's test clock moves, the sandbox ticket goes to
// process and then closed, and the hde.sync job moves the issue after it (in progress, then the first closing status).

// It moves the server's clock: on a server of its own.
ownClockServer(31810);
const HDE = ruIssues.hde;
const DESK = { domain: 'zerno.helpdeskeddy.com', email: 'support@zerno.example', key: 'hde-sandbox-0123456789abcdef0123456789' };
const MINUTE = 60_000;

type Config = { spaces: { id: number; name: string }[] };
type Ticket = { number: string; url: string; status: string };

// Signed in again after each clock move (the access token's life is measured on the moved clock), the anti-bot sign
// made at the server's time rather than the machine's.
async function api(page: Page, email: string) {
  const request: APIRequestContext = page.request;
  const signedIn = await request.post(`/${TOKEN_PATH}`, {
    data: {
      client_id: DEFAULT_CLIENT_ID,
      client_secret: DEFAULT_CLIENT_SECRET,
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      sign: await antiBotSign(email, DEMO_PASSWORD, (await serverNow(page)) / 1000),
    },
  });
  expect(signedIn.ok(), `sign-in of ${email}: ${signedIn.status()}`).toBe(true);
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}` };
  const json = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(answer.ok(), `${answer.url()}: ${answer.status()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return {
    get: async <T>(path: string) => json<T>(await request.get(path, { headers })),
    post: async <T>(path: string, data: unknown) => json<T>(await request.post(path, { headers, data })),
    delete: (path: string) => request.delete(path, { headers }),
  };
}

test('a HelpDeskEddy desk connected, an issue sent as a ticket, and the issue’s status following the ticket', async ({
  page,
}) => {
  const config = await (await api(page, DEMO_EMAILS.admin)).get<Config>('/v1/config?ts=1');
  const space = config.spaces.find((one) => one.name === DEMO_SPACE_NAME)!;
  try {
    await installClocks(page);
    await openSignedIn(page, DEMO_EMAILS.admin, '/settings/integrations');
    await page.getByRole('link', { name: new RegExp(HDE.link) }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/hde/${space.id}$`));
    const desk = page.getByRole('region', { name: 'HelpDeskEddy' });
    await expect(desk.getByText(HDE.notConnected)).toBeVisible();
    await desk.getByLabel(HDE.domain).fill(DESK.domain);
    await desk.getByLabel(HDE.email).fill(DESK.email);
    await desk.getByLabel(HDE.apiKey).fill(DESK.key);
    await desk.getByRole('button', { name: HDE.connect }).click();
    await expect(desk.getByText(HDE.connected, { exact: true })).toBeVisible();
    await expect(desk.getByText(DESK.key)).toHaveCount(0);

    // An operator makes an issue and sends it: the ticket is on the issue.
    const operator = await api(page, DEMO_EMAILS.operator);
    const issue = await operator.post<{ id: number; status: string }>('/v1/issues', {
      space_id: space.id,
      title: 'Вернуть оплату за заказ 1042',
    });
    const sent = await operator.post<Ticket>(`/v1/issues/${issue.id}/hde`, {});
    expect(sent.status).toBe('open');
    expect(sent.url).toBe(`https://${DESK.domain}/ticket/${sent.number}`);
    const read = await operator.get<{ connected: boolean; ticket: Ticket | null }>(`/v1/issues/${issue.id}/hde`);
    expect(read).toMatchObject({ connected: true, ticket: { number: sent.number } });

    // Half an hour on: the desk has it in process, and so has the issue.
    expect(await moveClocks(page, 35 * MINUTE)).toBeGreaterThanOrEqual(1);
    let reader = await api(page, DEMO_EMAILS.reader);
    let detail = await reader.get<{ issue: { status: string; closed: boolean } }>(`/v1/issues/${issue.id}`);
    expect(detail.issue.status).toBe('inprogress');

    // Two hours after it was made the ticket is closed: the issue is closed too, by the server.
    await moveClocks(page, 90 * MINUTE);
    reader = await api(page, DEMO_EMAILS.reader);
    detail = await reader.get<{ issue: { status: string; closed: boolean } }>(`/v1/issues/${issue.id}`);
    expect(detail.issue).toMatchObject({ status: 'closed', closed: true });
    const after = await reader.get<{ ticket: Ticket }>(`/v1/issues/${issue.id}/hde`);
    expect(after.ticket.status).toBe('closed');
  } finally {
    // The project's later tests find the space without a desk.
    await (await api(page, DEMO_EMAILS.admin)).delete(`/v1/hde/${space.id}`);
  }
});
