// settings/email: the workspace's sender is used only after the letter sent to its address has been opened; the
// letter goes through the server's mail transport (the sandbox outbox here); another space answers 404.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MailSenderConflict, MailSenderResponse } from '@console/api/contract';
import { emailOutbox, mailSenders } from '../src/db/schema.ts';
import { bindMailTransport, type Letter } from '../src/profile/mailTransport.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { fromHeader, mailSender } from '../src/workspace/mailSender.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp({ ports: () => [8080, 8081] });
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const linkTo = async (address: string) => {
  const rows = await opened.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));
  return rows.at(-1)?.link ?? null;
};

describe('the sender of a workspace', () => {
  it('is the default until the confirmation letter to the new address is opened, then that address', async () => {
    const db = opened.database.db;
    const spaceId = await demoSpaceId(db);
    const url = `/v1/spaces/${spaceId}/email`;
    expect(ok(await get(admin, url), MailSenderResponse).sender).toBeNull();

    const sender = { name: 'Demo support', address: 'Support@Demo.local', reply_to: 'help@demo.local' };
    const saved = ok(await send(admin, 'PUT', url, sender), MailSenderResponse).sender;
    expect(saved).toEqual({ name: 'Demo support', address: 'support@demo.local', reply_to: 'help@demo.local', confirmed: false });
    expect(await mailSender(db, spaceId)).toBeNull();

    const link = await linkTo('support@demo.local');
    expect(link).toMatch(/\/v1\/sender\/confirm\/[\w-]+$/);
    const path = new URL(link!).pathname;
    const page = await opened.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    // A page in the reader's language with the way back to settings/email, not bare text.
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('The address is confirmed');
    expect(page.body).toContain('href="http://localhost:8080/settings/email"');
    const again = await opened.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'ru' } });
    expect(again.statusCode).toBe(404); // once
    expect(again.body).toContain('<html lang="ru">');
    expect(again.body).toContain('Ссылка недействительна');
    const confirmed = await mailSender(db, spaceId);
    expect(confirmed).toEqual({ name: 'Demo support', address: 'support@demo.local', replyTo: 'help@demo.local' });
    expect(fromHeader(confirmed!)).toBe('"Demo support" <support@demo.local>');

    // A new name keeps the confirmed address; a new address waits for its own link.
    ok(await send(admin, 'PUT', url, { ...sender, name: 'Support team' }), MailSenderResponse);
    expect((await mailSender(db, spaceId))?.name).toBe('Support team');
    const moved = ok(await send(admin, 'PUT', url, { ...sender, address: 'desk@demo.local' }), MailSenderResponse).sender;
    expect(moved?.confirmed).toBe(false);
    expect(await mailSender(db, spaceId)).toBeNull();
    expect((await opened.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('refuses an address that is not one, and answers 404 for another space', async () => {
    const db = opened.database.db;
    const url = `/v1/spaces/${await demoSpaceId(db)}/email`;
    expect((await send(admin, 'PUT', url, { name: 'X', address: 'not an address', reply_to: null })).statusCode).toBe(400);
    const other = await createSpace(db, { name: 'Elsewhere', expiresAt: Date.now() + 86_400_000 });
    expect((await get(admin, `/v1/spaces/${other.id}/email`)).statusCode).toBe(404);
    const sender = { name: 'X', address: 'x@demo.local', reply_to: null };
    expect((await send(admin, 'PUT', `/v1/spaces/${other.id}/email`, sender)).statusCode).toBe(404);
  });

  it('sends the workspace’s letters (an invitation here) from its confirmed sender, with its reply-to', async () => {
    const db = opened.database.db;
    const spaceId = await demoSpaceId(db);
    await db.delete(mailSenders).where(eq(mailSenders.spaceId, spaceId));
    await db.insert(mailSenders).values({
      spaceId,
      name: 'Demo "desk"',
      address: 'desk@demo.local',
      replyTo: 'help@demo.local',
      confirmedAt: new Date(),
    });
    const letters: Letter[] = [];
    const unbind = bindMailTransport(db, {
      description: 'test',
      send: async (letter) => void letters.push(letter),
      close: () => {},
    });
    try {
      const body = {
        space_id: spaceId,
        email: 'invited-by-desk@example.com',
        role: 'operator',
        roles: { messages: false, items: true, settings: false, templates: false, stats: false },
        usergroup_ids: [],
        limited_to_groups: false,
      };
      const answer = await send(admin, 'POST', '/v1/invitations', body);
      expect(answer.statusCode, answer.body).toBe(200);
    } finally {
      unbind();
    }
    expect(letters).toEqual([
      expect.objectContaining({
        to: 'invited-by-desk@example.com',
        from: '"Demo \'desk\'" <desk@demo.local>',
        replyTo: 'help@demo.local',
      }),
    ]);
  });

  // Two administrators on settings/email (docs/error-types.md conflict): a form begun before the other's save is refused
  // with the sender as it is now and nothing of it written; a save knowing it goes through, and so does one without seen.
  it('refuses a save whose seen sender is no longer current, then takes one made knowing it', async () => {
    const db = opened.database.db;
    const spaceId = await demoSpaceId(db);
    const url = `/v1/spaces/${spaceId}/email`;
    await db.delete(mailSenders).where(eq(mailSenders.spaceId, spaceId));
    const first = { name: 'First desk', address: 'first@demo.local', reply_to: null };
    ok(await send(admin, 'PUT', url, { ...first, seen: null }), MailSenderResponse);
    const stale = { name: 'Second desk', address: 'second@demo.local', reply_to: null, seen: null };
    const refused = await send(admin, 'PUT', url, stale, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(409);
    const conflict = MailSenderConflict.parse(refused.json());
    expect(conflict.error).toContain('another administrator');
    expect(conflict.current.sender).toMatchObject(first);
    expect(await linkTo('second@demo.local')).toBeNull();
    expect(ok(await get(admin, url), MailSenderResponse).sender?.name).toBe('First desk');
    const { confirmed: _confirmed, ...current } = conflict.current.sender!;
    const again = ok(await send(admin, 'PUT', url, { ...stale, seen: current }), MailSenderResponse).sender;
    expect(again).toMatchObject({ name: 'Second desk', address: 'second@demo.local' });
    const { seen: _seen, ...blind } = { ...stale, name: 'Third desk' };
    expect(ok(await send(admin, 'PUT', url, blind), MailSenderResponse).sender?.name).toBe('Third desk');
    await db.delete(mailSenders).where(eq(mailSenders.spaceId, spaceId));
  });
});
