// spec §4 two-factor on the socket (docs/error-types.md `otp_setup_required`): the member who still has to set it up
// may open the socket, but it carries nothing of their spaces (new items, chats, viewers) until two-factor is on;
// turning it on (or off) restarts their sockets, so the console reconnects and hears what it may now.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { spaceMembers, users } from '../src/db/schema.ts';
import { DEMO_OTP_SECRET } from '../src/seed.ts';
import { WORKSPACE_DEMO_EMAILS } from '../src/seed/workspaces.ts';
import { bearer, sessionFor } from './helpers.ts';
import { liveServer } from './liveServer.ts';

const live = liveServer();
const MEMBER = WORKSPACE_DEMO_EMAILS.otpRequired;
const SERVICE_RESTART = 1012;

async function member() {
  const { db } = live.server.database;
  const [row] = await db.select().from(users).where(eq(users.email, MEMBER));
  const [membership] = await db.select().from(spaceMembers).where(eq(spaceMembers.userId, row!.id));
  return { id: row!.id, spaceId: membership!.spaceId };
}

describe('two-factor required, on the socket', () => {
  it('signs the member in, but tells them nothing of their space until two-factor is on', async () => {
    const { id, spaceId } = await member();
    const tab = await live.tab(MEMBER);
    live.publisher.toSpace(spaceId, { method: 'monitoring' });
    live.publisher.toUser(id, { method: 'youscan' }); // their own messages still arrive
    expect(await tab.next()).toEqual({ method: 'youscan' });
  });

  it('turning two-factor on restarts their sockets; the new one hears the space', async () => {
    const { id, spaceId } = await member();
    const { db } = live.server.database;
    const tab = await live.tab(MEMBER);
    await db.update(users).set({ otpPendingSecret: DEMO_OTP_SECRET, otpLastStep: null }).where(eq(users.id, id));
    const session = await sessionFor(db, MEMBER, live.clock);
    const code = await generate({ secret: DEMO_OTP_SECRET, epoch: Math.floor(live.clock / 1000) });
    const confirmed = await live.server.app.inject({
      method: 'POST',
      url: '/v1/me/otp/confirm',
      headers: bearer(session.access_token),
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    const closed = await Promise.race([tab.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 5000))]);
    expect(closed).toMatchObject({ code: SERVICE_RESTART });
    const again = await live.tab(MEMBER);
    live.publisher.toSpace(spaceId, { method: 'monitoring' });
    expect(await again.next()).toEqual({ method: 'monitoring' });
  });
});
