// The sign-up slice's demo data: an invitation into the demo space, so a person can try the invitation
// sign-up at /signup/{hash} (`npm start` prints the link; README "Sign-up, invitations and recovery"). It works once.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { spaces, users } from '../db/schema.ts';
import { createInvitation } from '../signup/links.ts';

export const DEMO_INVITATION = {
  email: 'invited@demo.local',
  role: 'operator',
  /** The link's token: /signup/demo-invitation-operator (a real invitation's token is random). */
  token: 'demo-invitation-operator',
} as const;

const YEAR_MS = 365 * 86_400_000;

export async function seedSignupDemo(db: Db, input: { now: number; spaceName: string; adminEmail: string }): Promise<void> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, input.spaceName));
  if (!space) throw new Error(`space ${input.spaceName} not found`);
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.adminEmail));
  await createInvitation(db, {
    spaceId: space.id,
    email: DEMO_INVITATION.email,
    role: DEMO_INVITATION.role,
    invitedBy: admin?.id ?? null,
    now: input.now,
    token: DEMO_INVITATION.token,
    ttlMs: YEAR_MS,
  });
}
