// PUT /v1/me/email with a bearer token alone must not move the sign-in address (spec §4 email dialog, §7): the new
// address signs in only once its link is opened, and the old address gets a notice whose link cancels the change.
import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ConfirmEmailResponse, User } from '@console/api/contract';
import { emailOutbox, users } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { bearer, CLIENT, demoApp, ok, passwordGrant, postToken, sessionFor } from './helpers.ts';

let clock = Date.now();

const demo = demoApp({ now: () => clock });

const signIn = (email: string) => postToken(demo.app, passwordGrant(email, { nowMs: clock }));
const me = (token: string) => demo.app.inject({ method: 'GET', url: '/v1/me', headers: bearer(token) });
const changeEmail = (token: string, email: string) =>
  demo.app.inject({ method: 'PUT', url: '/v1/me/email', headers: bearer(token), payload: { email } });
const openLink = (hash: string) =>
  demo.app.inject({
    method: 'POST',
    url: '/v1/confirm_email',
    payload: { hash, ...CLIENT },
    headers: { 'accept-language': 'en' },
  });
/** The hash of the newest letter's /confirm_email/ link sent to `to`. */
async function linkTo(to: string): Promise<string> {
  const [letter] = await demo.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to)))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const hash = (letter?.link ?? '').split('/confirm_email/')[1];
  if (!hash) throw new Error(`no link sent to ${to}`);
  return hash;
}

describe('email change', () => {
  it('keeps the old address signing in until the new one is confirmed, and shows where the link went', async () => {
    const old = DEMO_EMAILS.operator;
    const { access_token: token } = await sessionFor(demo.database.db, old, clock);
    const changed = ok(await changeEmail(token, 'Operator.New@demo.local'), User);
    expect(changed).toMatchObject({ email: old, email_status: 0, email_pending: 'operator.new@demo.local' });
    expect(ok(await me(token), User)).toMatchObject({ email: old, email_status: 0, email_pending: 'operator.new@demo.local' });

    expect((await signIn(old)).statusCode).toBe(200);
    expect((await signIn('operator.new@demo.local')).statusCode).toBe(404);

    const confirmed = await openLink(await linkTo('operator.new@demo.local'));
    expect(ok(confirmed, ConfirmEmailResponse).message).toBe('Email confirmed');
    expect((await signIn('operator.new@demo.local')).statusCode).toBe(200);
    expect((await signIn(old)).statusCode).toBe(404);
    const after = ok(await me(token), User);
    expect(after).toMatchObject({ email: 'operator.new@demo.local', email_status: 1 });
    expect(after.email_pending).toBeUndefined();
  });

  it('mails the old address a notice whose link cancels the change, even after the new address was confirmed', async () => {
    const old = DEMO_EMAILS.analyst;
    const { access_token: stolen } = await sessionFor(demo.database.db, old, clock);
    ok(await changeEmail(stolen, 'attacker@example.com'), User);
    const notice = await linkTo(old);
    // The one who changed it owns the new address and confirms at once.
    expect((await openLink(await linkTo('attacker@example.com'))).statusCode).toBe(200);
    expect((await signIn('attacker@example.com')).statusCode).toBe(200);

    const cancelled = ok(await openLink(notice), ConfirmEmailResponse);
    expect(cancelled.message).toContain(old);
    expect((await signIn(old)).statusCode).toBe(200);
    expect((await signIn('attacker@example.com')).statusCode).toBe(404);
    // Every session the change was made with ends.
    expect((await me(stolen)).statusCode).toBe(401);
    const [row] = await demo.database.db.select().from(users).where(eq(users.email, old));
    expect(row).toMatchObject({ emailStatus: 1, emailPending: null });
    // The notice works once.
    expect((await openLink(notice)).statusCode).toBe(400);
  });

  it('a cancelled change leaves its confirmation link dead', async () => {
    const old = DEMO_EMAILS.moderator;
    const { access_token: token } = await sessionFor(demo.database.db, old, clock);
    ok(await changeEmail(token, 'moderator.new@demo.local'), User);
    const pending = await linkTo('moderator.new@demo.local');
    expect((await openLink(await linkTo(old))).statusCode).toBe(200);
    expect((await openLink(pending)).statusCode).toBe(400);
    expect((await signIn('moderator.new@demo.local')).statusCode).toBe(404);
    expect((await signIn(old)).statusCode).toBe(200);
  });

  it('sends the link again to the pending address', async () => {
    const old = DEMO_EMAILS.reader;
    const { access_token: token } = await sessionFor(demo.database.db, old, clock);
    ok(await changeEmail(token, 'reader.new@demo.local'), User);
    clock += 61_000; // spec §7: a re-send at most once a minute
    const again = await demo.app.inject({
      method: 'POST',
      url: '/v1/send_confirm_email',
      headers: bearer(token),
      payload: { email: 'reader.new@demo.local' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email: 'reader.new@demo.local' });
    expect((await openLink(await linkTo('reader.new@demo.local'))).statusCode).toBe(200);
    expect((await signIn('reader.new@demo.local')).statusCode).toBe(200);
  });

  it("the account's own address again ends the waiting change and sends that address a link instead", async () => {
    const old = DEMO_EMAILS.admin;
    const { access_token: token } = await sessionFor(demo.database.db, old, clock);
    ok(await changeEmail(token, 'admin.new@demo.local'), User);
    const pending = await linkTo('admin.new@demo.local');
    const kept = ok(await changeEmail(token, old), User);
    expect(kept).toMatchObject({ email: old, email_status: 0 });
    expect(kept.email_pending).toBeUndefined();
    expect((await openLink(pending)).statusCode).toBe(400);
    expect(ok(await openLink(await linkTo(old)), ConfirmEmailResponse).message).toBe('Email confirmed');
    expect(ok(await me(token), User)).toMatchObject({ email: old, email_status: 1 });
  });
});
