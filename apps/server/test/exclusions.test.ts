// accounts/{id}/exclude, exclude_messages and chats on the server (docs/exclusions.md): the rules are saved whole with
// `seen`; a sandbox comment or message that matches them is not stored, others are; a new chat comes in as the chat
// settings say and goes to their default assignee; another workspace's account answers 404.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ChatSettings,
  ErrorBody,
  Exclusions,
  ExclusionAuthorsResponse,
  ExclusionsConflict,
  NotAPost,
  excludedWordIn,
} from '@console/api/contract';
import { createChatSource } from '../src/chats/sandboxSource.ts';
import { chats, companies, itemPosts, items, objects } from '../src/db/schema.ts';
import { createSandboxSource } from '../src/items/sandboxSource.ts';
import { createPublisher } from '../src/realtime/socketPublisher.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoAccountId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const en = { 'accept-language': 'en' };

const account = (provider: string): Promise<number> => demoAccountId(opened.database.db, provider);
const sources = () => ({
  comments: createSandboxSource({ db: opened.database.db, publisher: createPublisher(), itemsPerMinute: 0 }),
  messages: createChatSource({ db: opened.database.db, publisher: createPublisher(), chatsPerMinute: 0 }),
});

describe('the word rule', () => {
  it('matches a whole word or phrase, case-insensitively, ё as е', () => {
    expect(excludedWordIn('Какая ЦЕНА?', ['цена'])).toBe('цена');
    expect(excludedWordIn('Это бесценно', ['цена', 'цен'])).toBeNull();
    expect(excludedWordIn('Всё ещё ждём', ['все еще'])).toBe('все еще');
    expect(excludedWordIn('spam-bot here', ['spam'])).toBe('spam');
    expect(excludedWordIn('a.b (c)', ['a*b'])).toBeNull();
    expect(excludedWordIn('a.b (c)', ['(c)'])).toBe('(c)');
  });
});

describe('comment exclusions', () => {
  it('excluded word: a sandbox comment with it is not stored, one without it is', async () => {
    const id = await account('vk');
    const before = ok(await get(admin, `/v1/accounts/${id}/exclude`), Exclusions);
    expect(before).toMatchObject({ account: { id, provider: 'vk' }, words: [], authors: [], posts: [] });
    const saved = ok(
      await send(admin, 'PUT', `/v1/accounts/${id}/exclude`, {
        words: ['Реклама'],
        author_ids: [],
        posts: [],
        seen: before.version,
      }),
      Exclusions,
    );
    expect(saved.words).toEqual(['Реклама']);
    const { comments } = sources();
    const { db } = opened.database;
    expect(await comments.comment(id, 'Купите рекламу — нет, это не то слово')).not.toBeNull();
    expect(await comments.comment(id, 'Лучшая РЕКЛАМА тут')).toBeNull();
    const stored = await db.select({ text: items.text }).from(items).where(eq(items.objectId, id));
    expect(stored.map((row) => row.text)).toContain('Купите рекламу — нет, это не то слово');
    expect(stored.map((row) => row.text)).not.toContain('Лучшая РЕКЛАМА тут');
  });

  it('excludes an author picked from the account, and a post by its link or id; another post link is refused', async () => {
    const id = await account('vk');
    const { db } = opened.database;
    const picked = ok(await get(admin, `/v1/accounts/${id}/exclude/authors?q=`), ExclusionAuthorsResponse);
    expect(picked.items.length).toBeGreaterThan(0);
    const [post] = await db.select().from(itemPosts).where(eq(itemPosts.objectId, id)).limit(1);
    const [foreignPost] = await db
      .select()
      .from(itemPosts)
      .where(eq(itemPosts.objectId, await account('instagram')))
      .limit(1);
    const current = ok(await get(admin, `/v1/accounts/${id}/exclude`), Exclusions);
    const refused = await send(
      admin,
      'PUT',
      `/v1/accounts/${id}/exclude`,
      { words: current.words, author_ids: [], posts: [foreignPost!.url!], seen: current.version },
      en,
    );
    expect(refused.statusCode).toBe(400);
    expect(NotAPost.parse(refused.json())).toMatchObject({ error_type: 'not_a_post' });
    expect(refused.json().error).toBe(
      `“${foreignPost!.url}” is not a post of this account. Paste the link of a post of this account or its number.`,
    );
    const saved = ok(
      await send(admin, 'PUT', `/v1/accounts/${id}/exclude`, {
        words: current.words,
        author_ids: [picked.items[0]!.id],
        posts: [post!.url!, String(post!.id)],
        seen: current.version,
      }),
      Exclusions,
    );
    expect(saved.authors.map((one) => one.id)).toEqual([picked.items[0]!.id]);
    expect(saved.posts.map((one) => one.id)).toEqual([post!.id]);
  });

  it('refuses a save begun before another one with the rules as they are now (409 conflict)', async () => {
    const id = await account('vk');
    const current = ok(await get(admin, `/v1/accounts/${id}/exclude`), Exclusions);
    const body = { words: ['первый'], author_ids: [], posts: [], seen: current.version };
    ok(await send(admin, 'PUT', `/v1/accounts/${id}/exclude`, body), Exclusions);
    const stale = await send(admin, 'PUT', `/v1/accounts/${id}/exclude`, { ...body, words: ['второй'] }, en);
    expect(stale.statusCode).toBe(409);
    const conflict = ExclusionsConflict.parse(stale.json());
    expect(conflict.current.words).toEqual(['первый']);
  });
});

describe('message exclusions and chat settings', () => {
  it('excluded word: a sandbox message with it is not stored, one without it is', async () => {
    const id = await account('telegram');
    ok(await send(admin, 'PUT', `/v1/accounts/${id}/exclude_messages`, { words: ['казино'], author_ids: [] }), Exclusions);
    const { messages } = sources();
    expect(await messages.message(id, 'Лучшее Казино!', 'excl-1')).toBe(false);
    expect(await messages.message(id, 'Здравствуйте, где мой заказ?', 'excl-2')).toBe(true);
  });

  it('a new chat goes to the default assignee; with new chats off none comes in, an existing one goes on', async () => {
    const id = await account('telegram');
    const { db } = opened.database;
    const settings = ok(await get(admin, `/v1/accounts/${id}/chats`), ChatSettings);
    expect(settings).toMatchObject({ new_chats: 'all', assignee: null });
    const user = settings.choices.find((choice) => choice.type === 'user')!;
    ok(
      await send(admin, 'PUT', `/v1/accounts/${id}/chats`, { new_chats: 'all', assignee: { type: 'user', id: user.id } }),
      ChatSettings,
    );
    const { messages } = sources();
    expect(await messages.message(id, 'Привет', 'assign-1')).toBe(true);
    const [chat] = await db.select().from(chats).where(eq(chats.objectId, id)).orderBy(chats.id);
    const newest = (await db.select().from(chats).where(eq(chats.objectId, id))).sort((a, b) => b.id - a.id)[0]!;
    expect(chat).toBeDefined();
    expect(newest).toMatchObject({ assigneeType: 'user', assigneeId: user.id });
    const now = ok(await get(admin, `/v1/accounts/${id}/chats`), ChatSettings);
    ok(
      await send(admin, 'PUT', `/v1/accounts/${id}/chats`, { new_chats: 'none', assignee: null, seen: now.version }),
      ChatSettings,
    );
    expect(await messages.message(id, 'Новый чат', 'assign-2')).toBe(false);
    expect(await messages.message(id, 'Ещё в старый', 'assign-1')).toBe(true);
    const stale = await send(admin, 'PUT', `/v1/accounts/${id}/chats`, { new_chats: 'all', assignee: null, seen: now.version });
    expect(stale.statusCode).toBe(409);
  });
});

describe('another workspace', () => {
  it("answers 404 for another workspace's account on every exclusions and chats call", async () => {
    const { db } = opened.database;
    const other = await createSpace(db, { name: 'Other exclusions workspace', expiresAt: Date.now() + 86_400_000 });
    const [company] = await db
      .insert(companies)
      .values({ spaceId: other.id, name: 'Чужая', settings: {} as never })
      .returning();
    const [foreign] = await db
      .insert(objects)
      .values({ companyId: company!.id, name: 'Чужой', provider: 'vk', providerId: 'other-excl' })
      .returning();
    const base = `/v1/accounts/${foreign!.id}`;
    for (const path of ['exclude', 'exclude_messages', 'chats', 'exclude/authors', 'exclude_messages/authors'])
      expect((await get(admin, `${base}/${path}`)).statusCode).toBe(404);
    const words = { words: ['x'], author_ids: [] };
    expect((await send(admin, 'PUT', `${base}/exclude`, words)).statusCode).toBe(404);
    expect((await send(admin, 'PUT', `${base}/exclude_messages`, words)).statusCode).toBe(404);
    const response = await send(admin, 'PUT', `${base}/chats`, { new_chats: 'none', assignee: null });
    expect(response.statusCode).toBe(404);
    ErrorBody.parse(response.json());
    // An assignee of another workspace is refused the same way.
    const own = await account('telegram');
    expect(
      (
        await send(admin, 'PUT', `/v1/accounts/${own}/chats`, {
          new_chats: 'all',
          assignee: { type: 'usergroup', id: 2_000_000 },
        })
      ).statusCode,
    ).toBe(404);
  });
});
