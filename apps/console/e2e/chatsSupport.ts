import { test as base, expect, type Locator, type Page } from '@playwright/test';
import {
  CHATS_PATH,
  chatMessagesPath,
  OBJECTS_PATH,
  type Chat,
  type ChatsPage,
  type Message,
  type MessagesPage,
  type ObjectsResponse,
  type SocialObject,
} from '@console/api/contract';
import ruChats from '../../../locales/ru/chats.json' with { type: 'json' };
import ruComposer from '../../../locales/ru/composer.json' with { type: 'json' };
import ruShell from '../../../locales/ru/shell.json' with { type: 'json' };
import { DEMO_EMAILS } from '../../server/src/seed.ts';
import { signInByApi } from './support.ts';

// Chats end-to-end helpers: the Russian texts, the demo users signed in through the token endpoint once per worker (no
// login page to load: the whole e2e run is close to its time limit), the chats API as that user, the thread's parts.
export const texts = { chats: ruChats, composer: ruComposer, shell: ruShell } as const;

export interface ChatsApi {
  get<T>(path: string): Promise<T>;
  /** The answer's status only (for refusals). */
  status(path: string): Promise<number>;
  /** Every chat of the space the user sees (the demo space holds some forty: one page of 100). */
  chats(query?: string): Promise<Chat[]>;
  /** A chat's newest messages, oldest first (the seeded threads fit in one page of 100). */
  messages(chatId: number): Promise<Message[]>;
  /** The space's working account of a network. */
  account(provider: string): Promise<SocialObject>;
}

/**
 * `user` (default the demo operator) is signed in before the page opens: the token under id_token in the context's
 * storage, as the login page leaves it. Each user signs in once per worker (the access token lives an hour and no
 * test here refreshes it), so the tests pay for no login page and no repeated password hashing.
 */
export const test = base.extend<{ user: string; session: string; api: ChatsApi }, { tokens: Map<string, Promise<string>> }>({
  user: [DEMO_EMAILS.operator, { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter's pattern: an empty one means none.
  // eslint-disable-next-line no-empty-pattern
  tokens: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  // The stored token of `user`. Its own request context: the `request` fixture is built from the storage state below.
  session: async ({ user, tokens, baseURL, playwright }, use) => {
    if (!tokens.has(user)) {
      const request = await playwright.request.newContext({ baseURL });
      tokens.set(
        user,
        signInByApi(request, user).finally(() => request.dispose()),
      );
    }
    await use(await tokens.get(user)!);
  },
  storageState: async ({ session, baseURL }, use) =>
    use({ cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'id_token', value: session }] }] }),
  api: async ({ session, baseURL, playwright }, use) => {
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${(JSON.parse(session) as { access_token: string }).access_token}` },
    });
    const get = async <T>(path: string): Promise<T> => {
      const answer = await request.get(`/${path}`);
      expect(answer.ok(), `${path}: ${answer.status()}`).toBe(true);
      return (await answer.json()) as T;
    };
    await use({
      get,
      status: async (path) => (await request.get(`/${path}`)).status(),
      chats: async (query = '') => (await get<ChatsPage>(`${CHATS_PATH}?limit=100${query}`)).items,
      messages: async (chatId) => (await get<MessagesPage>(`${chatMessagesPath(chatId)}?limit=100`)).items,
      account: async (provider) => {
        const account = (await get<ObjectsResponse>(OBJECTS_PATH)).items.find(
          (object) => object.provider === provider && !object.error,
        );
        if (!account) throw new Error(`no ${provider} account in the demo space`);
        return account;
      },
    });
    await request.dispose();
  },
});

export const thread = (page: Page): Locator => page.getByRole('region', { name: ruChats.chat.thread, exact: true });
/** One message of the thread by its id (MessageBubble's data-message-id). */
export const bubble = (page: Page, id: number): Locator => thread(page).locator(`li[data-message-id="${id}"]`);
/** The delivery badge of a message: its text is one of message.delivery (spec strings). */
export const delivery = (message: Locator, state: keyof typeof ruChats.message.delivery): Locator =>
  message.getByText(ruChats.message.delivery[state], { exact: true });

/** A real 1×1 PNG (the smallest image the server's allow-list takes and the thread previews). */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type DeliveryLabel = (typeof ruChats.message.delivery)[keyof typeof ruChats.message.delivery];

/**
 * Records, in the page, every delivery state each message of the thread shows (MessageBubble's badge), in order,
 * from every DOM change: a state shown for a moment is not missed between two polls. The answer reads one message's
 * states, or null when the page was loaded again since (the live updates are proven without a reload).
 */
export async function recordDeliveries(page: Page): Promise<(messageId: number) => Promise<DeliveryLabel[] | null>> {
  await page.evaluate((labels) => {
    const seen: Record<string, string[]> = {};
    const read = () => {
      for (const row of document.querySelectorAll<HTMLElement>('li[data-message-id]')) {
        const shown = Array.from(row.querySelectorAll('span'), (span) => span.textContent);
        const state = labels.find((label) => shown.includes(label));
        const states = (seen[row.dataset.messageId!] ??= []);
        if (state && states.at(-1) !== state) states.push(state);
      }
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
    (window as unknown as { e2eDeliveries: typeof seen }).e2eDeliveries = seen;
  }, Object.values(ruChats.message.delivery));
  return (messageId) =>
    page.evaluate((id) => {
      const all = (window as unknown as { e2eDeliveries?: Record<string, string[]> }).e2eDeliveries;
      return all ? (all[id] ?? []) : null;
    }, String(messageId)) as Promise<DeliveryLabel[] | null>;
}
