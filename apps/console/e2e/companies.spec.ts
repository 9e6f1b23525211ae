import { expect, test, type APIRequest, type APIRequestContext } from '@playwright/test';
import {
  CHATS_PATH,
  chatPath,
  ITEMS_PATH,
  OBJECTS_PATH,
  type Chat,
  type ChatsPage,
  type Item,
  type ItemsPage,
  type ManagedTag,
  type ObjectsResponse,
} from '@console/api/contract';
import ruAccounts from '../../../locales/ru/accounts.json' with { type: 'json' };
import ruTags from '../../../locales/ru/tags.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { openSignedIn, signInByApi } from './support.ts';

// Companies (spec §1, §3; docs/companies.md) and the tag merge (spec §2.4) end to end: an administrator creates and
// renames a company and lets a company's chats list open by default, which the operator's chats list then shows; merging
// one tag into another moves its comments to the other.
const t = ruAccounts.companies;
const savedOf = (name: string) => t.saved.replace('{{name}}', name);
const ALL_STATUSES = '&status[]=new&status[]=inprogress&status[]=open&status[]=closed&status[]=waiting&status[]=delayed';

async function apiAs(request: APIRequest, baseURL: string, email: string): Promise<APIRequestContext> {
  const signing = await request.newContext({ baseURL });
  const session = JSON.parse(await signInByApi(signing, email)) as { access_token: string };
  await signing.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${session.access_token}` } });
}
const json = async <T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(answer.ok(), `${answer.url()}: ${answer.status()}`).toBe(true);
  return (await answer.json()) as T;
};

test('an administrator creates and renames a company and lets a company’s chats list open; the operator sees it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const operator = await apiAs(playwright.request, baseURL!, DEMO_EMAILS.operator);
  const admin = await apiAs(playwright.request, baseURL!, DEMO_EMAILS.admin);
  const { companies } = await json<ObjectsResponse>(await operator.get(`/${OBJECTS_PATH}`));
  const closedOpen = companies.find((company) => !company.settings.status_open)!;
  // One of its chats made 'open': the operator's default list leaves it out while the company does not allow it.
  const all = (await json<ChatsPage>(await operator.get(`/${CHATS_PATH}?limit=100${ALL_STATUSES}`))).items;
  const chat = all.find((one) => one.company_id === closedOpen.id)!;
  const opened = await json<Chat>(
    await operator.patch(`/${chatPath(chat.id)}`, { data: { version: chat.version, status: 'open' } }),
  );
  const listed = async () => (await json<ChatsPage>(await operator.get(`/${CHATS_PATH}?limit=100`))).items.map((one) => one.id);
  expect(await listed()).not.toContain(chat.id);

  const stamp = Date.now();
  await openSignedIn(page, DEMO_EMAILS.admin, '/settings/accounts');
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: t.name }).fill(`Филиал ${stamp}`);
  await page.getByRole('dialog').getByRole('button', { name: t.create }).click();
  await expect(page.getByRole('region', { name: `Филиал ${stamp}` })).toBeVisible();
  await page.getByRole('button', { name: `${t.edit}: Филиал ${stamp}` }).click();
  const name = page.getByRole('dialog').getByRole('textbox', { name: t.name });
  await name.fill(`Север ${stamp}`);
  await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('status').filter({ hasText: savedOf(`Север ${stamp}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: `Север ${stamp}` })).toBeVisible();

  await page.getByRole('button', { name: `${t.edit}: ${closedOpen.name}` }).click();
  // The checkbox's input is visually hidden under its label: a person presses the label.
  await page.getByRole('dialog').getByText(t.statusOpen).click();
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: t.statusOpen })).toBeChecked();
  await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
  // This save's own confirmation (it names the company): the rename's, still shown, said the same before they did.
  await expect(page.getByRole('status').filter({ hasText: savedOf(closedOpen.name!) })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(await listed()).toContain(chat.id);
  const operatorPage = await browser.newPage();
  // Searched by its author: the list is long (other specs on this server add chats) and only its visible rows render.
  await openSignedIn(operatorPage, DEMO_EMAILS.operator, `/chats?q=${encodeURIComponent(chat.author.name)}`);
  await expect(operatorPage.getByText(chat.author.name).first()).toBeVisible({ timeout: 15_000 });
  await operatorPage.close();

  // Put back for the other specs on this server: the new company goes, the settings and the chat's status return.
  const created = (await json<ObjectsResponse>(await admin.get(`/${OBJECTS_PATH}`))).companies.find(
    (company) => company.name === `Север ${stamp}`,
  )!;
  await json(await admin.delete(`/v1/companies/${created.id}`));
  await json(await admin.patch(`/v1/companies/${closedOpen.id}`, { data: { settings: closedOpen.settings } }));
  await json(await operator.patch(`/${chatPath(chat.id)}`, { data: { version: opened.version, status: chat.status } }));
  await operator.dispose();
  await admin.dispose();
});

test('merging a tag into another moves its comments to the other and opens it', async ({ page, playwright, baseURL }) => {
  const admin = await apiAs(playwright.request, baseURL!, DEMO_EMAILS.admin);
  const { companies } = await json<ObjectsResponse>(await admin.get(`/${OBJECTS_PATH}`));
  const spaceId = companies[0]!.space_id!;
  const stamp = Date.now();
  const tag = (name: string) => ({ space_id: spaceId, name, color: 'blue', group_id: null, parent_id: null });
  const from = await json<ManagedTag>(await admin.post('/v1/tags', { data: tag(`Старый ${stamp}`) }));
  const into = await json<ManagedTag>(await admin.post('/v1/tags', { data: tag(`Новый ${stamp}`) }));
  const [item] = (await json<ItemsPage>(await admin.get(`/${ITEMS_PATH}?limit=1`))).items;
  await json<Item>(
    await admin.patch(`/${ITEMS_PATH}/${item!.id}`, { data: { version: item!.version, tags: [...item!.tags, from.id] } }),
  );

  await openSignedIn(page, DEMO_EMAILS.admin, `/settings/tags/${from.id}`);
  await page.getByRole('button', { name: ruTags.mergeTag.action }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('combobox', { name: ruTags.mergeTag.into }).selectOption({ label: into.name });
  await expect(dialog).toContainText(into.name);
  await dialog.getByRole('button', { name: ruTags.mergeTag.confirm }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/tags/${into.id}$`));

  const after = (await json<{ item: Item }>(await admin.get(`/${ITEMS_PATH}/${item!.id}`))).item;
  expect(after.tags).toContain(into.id);
  expect(after.tags).not.toContain(from.id);
  await admin.dispose();
});
