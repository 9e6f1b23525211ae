import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../src/contract/socket.ts';
import type { RecordedSocketMessage, Recording } from '../src/contract/recording.ts';
import { RECORDINGS } from '../src/mocks/recordings.ts';
import { NOT_RECORDED_HEADER, replayHandlers } from '../src/mocks/replay.ts';

// docs/mocks.md, "Replay": the recorded itemReply script (spec §9: a reply takes the comment to inprogress).
const host = 'http://api.test';
const socket: ServerMessage[][] = [];
const server = setupServer(
  ...replayHandlers(RECORDINGS.itemReply, { as: 'operator', strict: true, onSocket: (m) => void socket.push(m) }),
);
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const status = async (path: string) =>
  ((await (await fetch(`${host}${path}`)).json()) as { item: { status: string } }).item.status;

describe('a replayed recording', () => {
  it('answers reads with what was recorded after the latest replayed write, and a write once with its socket messages', async () => {
    expect(await status('/v1/items/1')).toBe('new');
    expect(await status('/v1/items/1')).toBe('new'); // polling and revalidation read the same answer
    const reply = await fetch(`${host}/v1/items/1/reply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Спасибо, уже разбираемся!' }),
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ parent_id: 1, delivery: 'pending' });
    expect(await status('/v1/items/1')).toBe('inprogress');
    await vi.waitFor(() => expect(socket.flat().map((m) => m.method)).toEqual(['items.new', 'items.changed']));
    // The query matches whatever order its parameters come in.
    const list = await fetch(`${host}/v1/items?limit=5&status[]=inprogress`);
    expect(list.status).toBe(200);
  });

  it('fails a request it did not record, naming it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = await fetch(`${host}/v1/items/1/reply`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'другой текст' }),
    });
    expect(other.status).toBe(501);
    // The mark the story runner fails a story on (.storybook/msw.ts).
    expect(other.headers.get(NOT_RECORDED_HEADER)).toBe('itemReply');
    expect(((await other.json()) as { error: string }).error).toBe(
      'not recorded in itemReply: POST /v1/items/1/reply {"text":"другой текст"}',
    );
    expect((await fetch(`${host}/v1/items?status[]=waiting`)).status).toBe(501);
  });
});

describe('a replayed social sign-in (spec §2.1 /login/{provider})', () => {
  const code = { provider: 'vk', code: 'recorded-socialCode-1', locale: 'ru' };
  const recorded = replayHandlers(
    {
      script: 'social',
      about: 'a code redeemed at the console callback of the recording server',
      steps: [
        {
          as: 'anonymous',
          method: 'POST',
          path: '/v1/signup/provider',
          query: [],
          body: { ...code, redirect_uri: 'http://localhost:81/login/vk?promocode=BONUS30' },
          status: 200,
          answer: { access_token: 'recorded-anonymous-access-1' },
          socket: [],
        },
      ],
    },
    { as: 'anonymous', strict: true },
  );
  const post = (redirectUri: string) =>
    fetch(`${host}/v1/signup/provider`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...code, redirect_uri: redirectUri }),
    });

  it('matches the callback by its path and query, whatever the origin of the story’s page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...recorded);
    expect((await post('http://localhost:6006/login/vk?promocode=BONUS30')).status).toBe(200);
    expect((await post('http://localhost:6006/login/vk')).status).toBe(501);
    expect((await post('http://localhost:6006/login/google?promocode=BONUS30')).status).toBe(501);
  });
});

describe('the socket messages of a replayed write', () => {
  // Two users' sockets heard the same send, each with their own unread count (spec §7: unread is per user).
  const chat = (unread: number) => ({ id: 2, unread_count: unread });
  const recording: Recording = {
    script: 'twoSockets',
    about: '',
    steps: [
      {
        as: 'operator',
        method: 'POST',
        path: '/v1/chats/2/read',
        query: [],
        body: {},
        status: 200,
        answer: chat(0),
        socket: [
          { to: 'operator', method: 'chats.changed', chats: [chat(0)] },
          { to: 'reader', method: 'chats.changed', chats: [chat(9)] },
        ] as unknown as RecordedSocketMessage[],
      },
    ],
  };

  it('go only to the asker, as their socket heard them', async () => {
    const heard: ServerMessage[][] = [];
    const own = setupServer(...replayHandlers(recording, { as: 'operator', onSocket: (m) => void heard.push(m) }));
    server.close();
    own.listen();
    try {
      await fetch(`${host}/v1/chats/2/read`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect(heard[0]).toEqual([{ method: 'chats.changed', chats: [chat(0)] }]);
    } finally {
      own.close();
      server.listen();
    }
  });
});
