// Benchmark (docs/stats.md "Maintenance as events happen"): what a write to a long chat costs the server, its
// statistics kept in the same transaction, on the demo seed's 5,000-message chat (embedded PGlite). A message or a
// close adds only its own events; a reassignment moves the chat's whole share. Prints, never asserts; not in npm test.
import { buildApp } from '../../apps/server/src/app.ts';
import { startSession } from '../../apps/server/src/auth/sessions.ts';
import { openPglite } from '../../apps/server/src/db/database.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { BENCH_CHAT_AUTHOR, BENCH_CHAT_MESSAGES } from '../../apps/server/src/seed/chats.ts';
import { measureRequests } from './timing.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_EMAILS } from '../../apps/server/src/seed.ts';

const RUNS = Number(process.env.CHAT_WRITES_RUNS ?? 30);

const database = await openPglite();
await prepareDatabase(database, { id: DEFAULT_CLIENT_ID, secret: DEFAULT_CLIENT_SECRET });
const app = await buildApp({ db: database.db, throttle: { ipRequests: { limit: 1e9, windowMs: 60_000 } } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

const one = async <T>(text: string, params: unknown[]) => (await database.client.query<T>(text, params)).rows[0]!;
const admin = await one<{ id: number }>('select id from users where email = $1', [DEMO_EMAILS.admin]);
const colleague = await one<{ id: number }>('select id from users where email = $1', [DEMO_EMAILS.operator]);
const chat = await one<{ id: number; messages: number }>(
  `select c.id, (select count(*) from chat_messages m where m.chat_id = c.id)::integer as messages
    from chats c join item_authors a on a.id = c.author_id where a.name = $1`,
  [BENCH_CHAT_AUTHOR],
);
console.log(`chat ${chat.id}: ${chat.messages} messages (the seed's ${BENCH_CHAT_MESSAGES}-message chat)`);
const session = await startSession(database.db, { userId: Number(admin.id), clientId: DEFAULT_CLIENT_ID, now: Date.now() });
const headers = { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };

const measure = (name: string, runs: number, call: (i: number) => Promise<Response>) =>
  measureRequests(name, runs, call, { width: 48, digits: 1 });

const send = (method: string, path: string, body: unknown) =>
  fetch(`${base}v1/${path}`, { method, headers, body: JSON.stringify(body) });
const version = async () => (await one<{ version: number }>('select version from chats where id = $1', [chat.id])).version;

await measure('POST v1/chats/{id}/messages', RUNS, (i) => send('POST', `chats/${chat.id}/messages`, { text: `Reply ${i}` }));
await measure('PATCH v1/chats/{id} status (closed, inprogress)', RUNS, async (i) =>
  send('PATCH', `chats/${chat.id}`, { version: await version(), status: i % 2 === 0 ? 'closed' : 'inprogress' }),
);
await measure('PATCH v1/chats/{id} assignee (whole share moves)', Math.ceil(RUNS / 3), async (i) =>
  send('PATCH', `chats/${chat.id}`, {
    version: await version(),
    assignee: { type: 'user', id: Number(i % 2 === 0 ? colleague.id : admin.id) },
  }),
);

await app.close();
await database.close();
