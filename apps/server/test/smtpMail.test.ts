// SMTP_URL: letters go out by SMTP (docs/deployment.md "Mail"), tried against a real SMTP receiver on an
// ephemeral port; the outbox keeps only a record of each letter, without its link.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { emailOutbox } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { CLIENT } from './helpers.ts';
import { openTestDatabase } from './snapshot.ts';

type Received = { envelopeTo: string[]; user: string | undefined; mail: ParsedMail };

let database: Database;
let app: FastifyInstance;
let receiver: SMTPServer;
const received: Received[] = [];
let arrived: () => void = () => {};

beforeAll(async () => {
  receiver = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) =>
      auth.username === 'mailer' && auth.password === 's3cret'
        ? callback(null, { user: 'mailer' })
        : callback(new Error('bad login')),
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), user: session.user, mail });
          arrived();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.server.address() as AddressInfo;
  database = await openTestDatabase();
  app = await buildApp({
    db: database.db,
    ports: () => [18080, 18081],
    smtp: { url: `smtp://mailer:s3cret@127.0.0.1:${port}`, from: 'Console <no-reply@desk.example>' },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('SMTP_URL', () => {
  it('sends the reset letter by SMTP, with its To, subject and link; the outbox keeps no link', async () => {
    const next = new Promise<void>((resolve, reject) => {
      arrived = resolve;
      setTimeout(() => reject(new Error('no letter reached the SMTP receiver within 10 s')), 10_000);
    });
    const response = await app.inject({
      method: 'POST',
      url: '/v1/recovery',
      headers: { host: 'localhost:18080', 'accept-language': 'en' },
      payload: { email: DEMO_EMAILS.admin, ...CLIENT },
    });
    expect(response.statusCode).toBe(200);
    await next;
    const [letter] = received;
    expect(letter?.user).toBe('mailer');
    expect(letter?.envelopeTo).toEqual([DEMO_EMAILS.admin]);
    expect(letter?.mail.to && 'text' in letter.mail.to ? letter.mail.to.text : '').toBe(DEMO_EMAILS.admin);
    expect(letter?.mail.from?.value).toEqual([{ name: 'Console', address: 'no-reply@desk.example' }]);
    expect(letter?.mail.subject).toBe('Password reset'); // the demo admin has no locale: the request's
    expect(letter?.mail.text).toMatch(/http:\/\/localhost:18080\/reset_password\/[A-Za-z0-9_-]{20,}/);
    const [record] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, DEMO_EMAILS.admin))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(record?.subject).toBe(letter?.mail.subject);
    expect(record?.link).toBeNull();
    expect(record?.text).not.toContain('reset_password');
  });

  it('turns the sandbox outbox off', async () => {
    const page = await app.inject({ method: 'GET', url: '/sandbox/outbox', remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(404);
  });
});
