// `npm start`: opens the database (PGlite under .data/, or PostgreSQL by DATABASE_URL), migrates, seeds an
// empty one, and serves the same app on PORT and PORT+1 (the spec's two API hosts).
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, DEFAULT_PRODUCT_NAME } from './app.ts';
import { createLoginThrottles, DEFAULT_THROTTLE } from './auth/throttle.ts';
import { openDatabase } from './db/database.ts';
import { DataDirInUse, lockDataDir } from './db/dataDirLock.ts';
import { prepareDatabase } from './db/prepare.ts';
import { accessTokenTtlFrom, publicHostFrom, publicHttpsFrom, publicPortsFrom, smtpUrlFrom } from './env.ts';
import { loggerOptions } from './http/logging.ts';
import { createPublisher } from './realtime/socketPublisher.ts';
import { createSandboxProvider } from './billing/sandbox.ts';
import { createSandboxConnector } from './accounts/sandbox.ts';
import { ensureSpaceDeletionJobs } from './billing/spaceDeletion.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { createSandboxChannels } from './integrations/sandbox.ts';
import { createTokenCipher, sealStoredTokens, tokenKeyOf } from './integrations/tokenCipher.ts';
import { createJobRunner } from './jobs/runner.ts';
import { createSandboxSource, itemsPerMinuteFrom } from './items/sandboxSource.ts';
import { chatsFailureRateFrom, chatsPerMinuteFrom, createChatSource } from './chats/sandboxSource.ts';
import { DEFAULT_CLIENT_ID, DEFAULT_CLIENT_SECRET, DEMO_PASSWORD } from './seed.ts';
import { demoLinkLines, demoSignInLines } from './seed/demoSignIns.ts';
import { captchaFromEnv } from './signup/captcha.ts';
import { outboxStartupLine, outboxState } from './signup/outboxAccess.ts';
import { SANDBOX_OUTBOX_PAGE_PATH } from './signup/outboxPage.ts';
import { specMinimalFrom } from './http/specMinimal.ts';
import { createTestClock, testClockFrom } from './clock/testClock.ts';

const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

const env = process.env;
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 1 || port > 65534) throw new Error(`PORT must be 1..65534, got ${env.PORT}`);
const host = env.HOST ?? '0.0.0.0';
const clientId = env.CLIENT_ID ?? DEFAULT_CLIENT_ID;
const clientSecret = env.CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET;
const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);
const publicPorts = publicPortsFrom(env.PUBLIC_PORTS, port);
const accessTokenTtlS = accessTokenTtlFrom(env.ACCESS_TOKEN_TTL_S);
const captcha = captchaFromEnv(env); // none unless RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set (README)
// A deployment (docs/deployment.md): its own hostname, https behind a proxy, letters by SMTP.
const publicHost = publicHostFrom(env.PUBLIC_HOST);
const publicHttps = publicHttpsFrom(env.PUBLIC_HTTPS);
const smtpUrl = smtpUrlFrom(env.SMTP_URL);
const smtp = smtpUrl ? { url: smtpUrl, from: env.MAIL_FROM?.trim() || `no-reply@${publicHost ?? 'localhost'}` } : undefined;
const sandboxOutbox = env.SANDBOX_OUTBOX !== '0';
const specMinimalAnswers = specMinimalFrom(env, host); // the e2e tests only (docs/answers.md)
// TEST_CLOCK=1, the e2e tests only (docs/testing.md): one movable clock for both ports and the job runner.
const testClock = testClockFrom(env, host) ? createTestClock() : undefined;
const now = testClock?.now ?? Date.now;

const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
if (!env.DATABASE_URL) {
  try {
    const unlock = lockDataDir(dataDir);
    process.once('exit', unlock); // every way out (a stop, a failed start, a crash) releases it
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
// A new database gets the demo workspace with a year of history (docs/stats.md "Demo history and the benchmark").
const prepared = await prepareDatabase(
  database,
  { id: clientId, secret: clientSecret },
  { demoHistory: env.DEMO_HISTORY !== '0', now: now() },
);
if (prepared.history)
  console.log(
    `Demo history: ${prepared.history.comments} comments, ${prepared.history.messages} chat messages, ` +
      `${prepared.history.statusChanges} status changes, ${prepared.history.issues} issues in ${prepared.history.seconds} s`,
  );
// Integration tokens at rest (docs/deployment.md): INTEGRATION_TOKEN_KEY, or a key kept beside the embedded data.
const tokenCipher = createTokenCipher(tokenKeyOf(env.INTEGRATION_TOKEN_KEY, `${dataDir}.token-key`));
await sealStoredTokens(database.db, tokenCipher); // tokens saved before they were encrypted

const ports = [port, port + 1] as const;
const servers: FastifyInstance[] = [];
// One set of login throttles for both ports, so a client cannot double its attempts by switching host.
const throttles = createLoginThrottles({
  ipRequests: { ...DEFAULT_THROTTLE.ipRequests, limit: positive(env.THROTTLE_IP_PER_MINUTE, DEFAULT_THROTTLE.ipRequests.limit) },
  accountFailures: {
    ...DEFAULT_THROTTLE.accountFailures,
    limit: positive(env.THROTTLE_ACCOUNT_FAILURES, DEFAULT_THROTTLE.accountFailures.limit),
  },
});
// One socket publisher for both ports: a message reaches the user's sockets whichever port they use.
const publisher = createPublisher();
// One payment provider for both ports and the job runner (which cancels expired payments at the provider).
const paymentProvider = createSandboxProvider({ db: database.db, now });
// One account connector for both ports: a code the sandbox page gave on one port is exchanged on either.
const accountConnector = createSandboxConnector({ now });
// One job runner per process; several processes on one database never run a job twice (jobs/runner.ts).
await ensureSpaceDeletionJobs(database.db);
// One Telegram bot and Slack app for both ports and the job runner (which sends the subscriptions' digests).
const channelAdapters = createSandboxChannels({ db: database.db, now });
const jobRunner = createJobRunner({
  db: database.db,
  now,
  handlers: jobHandlers({ provider: paymentProvider, channels: channelAdapters, publisher, tokens: tokenCipher }),
});
// The sandbox networks: new comments at SANDBOX_ITEMS_PER_MINUTE per space, replies delivered after 1–3 s.
// Both stamp what arrives with the server's clock, paced by the machine's time (TEST_CLOCK moves only the first).
const sandboxSource = createSandboxSource({
  db: database.db,
  publisher,
  now,
  elapsed: Date.now,
  itemsPerMinute: itemsPerMinuteFrom(env.SANDBOX_ITEMS_PER_MINUTE),
});
try {
  for (const listenPort of ports) {
    const app = await buildApp({
      db: database.db,
      ports: () => publicPorts,
      accessTokenTtlS,
      ...(publicHost ? { publicHost } : {}),
      publicHttps,
      ...(smtp ? { smtp } : {}),
      ...(env.CONSOLE_DIR ? { consoleDir: env.CONSOLE_DIR } : {}),
      publicConfig: {
        productName: env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
        clientId,
        clientSecret,
        faviconUrl: env.FAVICON_URL ?? null,
      },
      throttles,
      publisher,
      paymentProvider,
      accountConnector,
      channelAdapters,
      tokenCipher,
      sandboxOutbox,
      specMinimalAnswers,
      ...(testClock
        ? {
            testClock: {
              clock: testClock,
              runDue: () => jobRunner.runDue(),
              comment: (objectId: number, text: string) => sandboxSource.comment(objectId, text),
            },
          }
        : {}),
      captcha,
      socialEnv: env,
      logger: loggerOptions(env.LOG_LEVEL ?? 'warn'),
    });
    servers.push(app);
    await app.listen({ port: listenPort, host });
  }
} catch (error) {
  // e.g. a port in use: release what was opened, so the data folder is closed cleanly.
  console.error(error instanceof Error ? error.message : error);
  await Promise.allSettled(servers.map((app) => app.close()));
  await database.close();
  process.exit(1);
}
jobRunner.start();
sandboxSource.start();
// The sandbox networks' private messages: SANDBOX_CHATS_PER_MINUTE incoming, ours delivered after 1–3 s.
const chatSource = createChatSource({
  db: database.db,
  publisher,
  now,
  elapsed: Date.now,
  chatsPerMinute: chatsPerMinuteFrom(env.SANDBOX_CHATS_PER_MINUTE),
  failureRate: chatsFailureRateFrom(env.SANDBOX_CHATS_FAILURE_RATE),
});
chatSource.start();

const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR ?? DEFAULT_DATA_DIR}`;
console.log(
  [
    '',
    publicHost
      ? `Console: ${new URL(`${publicHttps ? 'https' : 'http'}://${publicHost}:${publicPorts[0]}`).origin}/  (listening on ${port} and ${port + 1})`
      : `Console: http://localhost:${port}/  (API also on http://localhost:${port + 1}/)`,
    `Database: ${where}`,
    outboxStartupLine(
      outboxState({ switchedOn: sandboxOutbox, publicHost: publicHost !== undefined, mailTransport: smtp !== undefined }),
      `http://localhost:${port}${SANDBOX_OUTBOX_PAGE_PATH}`,
    ),
    ...(smtp ? [`Mail: by SMTP to ${new URL(smtp.url).host}, from ${smtp.from}`] : []),
    ...(testClock ? [`Test clock: movable through POST http://localhost:${port}/v1/sandbox/clock (TEST_CLOCK=1)`] : []),
    '',
    `Demo sign-ins (password for all: ${DEMO_PASSWORD}):`,
    ...demoSignInLines(),
    '',
    ...demoLinkLines(`http://localhost:${port}`),
    '',
    'Ctrl+C stops the server.',
  ].join('\n'),
);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  // A step that takes long says so (an e2e restart once waited 73 s on a stop, docs/testing.md).
  const timed = async (step: string, work: () => Promise<unknown>) => {
    const started = Date.now();
    await work();
    const seconds = (Date.now() - started) / 1000;
    if (seconds > 2) console.error(`stopping: ${step} took ${seconds.toFixed(1)} s`);
  };
  try {
    await timed('the sandbox comments', () => sandboxSource.stop());
    await timed('the sandbox chats', () => chatSource.stop());
    await timed('the job in hand', () => jobRunner.stop()); // it finishes; the rest waits for the next start
    await timed('the HTTP servers', () => Promise.all(servers.map((app) => app.close())));
    await timed('the database', () => database.close());
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
