// Benchmark: latency of the sign-in path on the embedded database (prints figures; not part of npm test).
import { buildApp } from '../../apps/server/src/app.ts';
import { openPglite } from '../../apps/server/src/db/database.ts';
import { prepareDatabase } from '../../apps/server/src/db/prepare.ts';
import { antiBotSign } from '../../packages/api/src/client/sign.ts';
import { measureRequests } from './timing.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_EMAILS, DEMO_PASSWORD } from '../../apps/server/src/seed.ts';

const database = await openPglite();
await prepareDatabase(database, { id: DEFAULT_CLIENT_ID, secret: DEFAULT_CLIENT_SECRET });
const app = await buildApp({ db: database.db, throttle: { ipRequests: { limit: 1e9, windowMs: 60_000 } } });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;

const grant = async () => {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    client_id: DEFAULT_CLIENT_ID,
    client_secret: DEFAULT_CLIENT_SECRET,
    grant_type: 'password',
    username: DEMO_EMAILS.admin,
    password: DEMO_PASSWORD,
    sign: await antiBotSign(DEMO_EMAILS.admin, DEMO_PASSWORD, now),
  };
  return fetch(`${base}v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
};

await measureRequests('POST v1/oauth2/token (scrypt N=2^17)', 10, grant);
const token = (await (await grant()).json()) as { access_token: string };
const auth = { authorization: `Bearer ${token.access_token}` };
await measureRequests('GET v1/me', 2000, () => fetch(`${base}v1/me`, { headers: auth }));
await measureRequests('GET v1/config', 2000, () => fetch(`${base}v1/config?ts=1`, { headers: auth }));
await measureRequests('GET /healthz', 2000, () => fetch(`${base}healthz`));

await app.close();
await database.close();
