// Demo data of the saved-filters slice: recent emoji (spec §3, §7 PUT v1/me/emoji) for the demo operator,
// so GET v1/config shows a filled map next to the empty ones of the other demo users.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';

export const DEMO_RECENT_EMOJI: Readonly<Record<string, string[]>> = {
  vk: ['👍', '❤️', '🔥', '😂'],
  telegram: ['🙏', '👌'],
};

export async function seedFiltersSlice(db: Db, operatorEmail: string): Promise<void> {
  await db
    .update(users)
    .set({ emoji: { ...DEMO_RECENT_EMOJI } })
    .where(eq(users.email, operatorEmail));
}
