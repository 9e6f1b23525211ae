// A user's status changed (spec §4 "User status"; §7 socket `status`): every writer of users.status tells it here,
// after its transaction. The user's own tabs take it (`status`, as the spec has it); the other members of the user's
// spaces hear `members.status` naming the user (ours: §7's `status` would read as their own), so the dashboard's counts by status and the live screen's
// "who is online" follow at once (docs/stats.md "Dashboard and live", docs/socket.md). A status is presence, as a
// viewer notice is: the message carries no figures (the load stays the team's, stats/live.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaceMembers } from '../db/schema.ts';
import type { Publisher } from './publisher.ts';

export async function publishUserStatus(db: Db, publisher: Publisher, userId: number, status: number | null): Promise<void> {
  publisher.toUser(userId, { method: 'status', status });
  const spaces = await db.select({ spaceId: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, userId));
  for (const { spaceId } of spaces)
    publisher.toSpace(spaceId, { method: 'members.status', user_id: userId, status }, { exceptUserId: userId });
}
