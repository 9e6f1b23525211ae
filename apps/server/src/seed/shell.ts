// The shell's demo data: the demo space's companies and accounts (seed/objects.ts), and a basic space whose
// optional sections are all off, with a reader in it, so the main menu of a plain workspace can be seen (spec §2.5:
// Analytics, Monitoring, Issues, CSI and Quality check follow the space settings, not the role).
import { SPACE_SETTINGS_OFF } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, spaces, users } from '../db/schema.ts';
import { seedPasswordHash } from './passwordHash.ts';
import { DEFAULT_USER_SETTINGS, DEMO_PASSWORD, ROLE_FLAGS } from '../seed.ts';
import { seedObjects } from './objects.ts';

export const BASIC_READER_EMAIL = 'basic-reader@demo.local';
export const BASIC_SPACE_NAME = 'Basic workspace';

/** Seeds the shell's demo data; `demoSpaceId` is the demo workspace. */
export async function seedShell(db: Db, options: { demoSpaceId: number; now: number }): Promise<void> {
  await seedObjects(db, options.demoSpaceId);
  const [space] = await db
    .insert(spaces)
    .values({
      name: BASIC_SPACE_NAME,
      expiresAt: new Date(options.now + 30 * 86_400_000),
      isTrial: false,
      tariff: { id: 1, name: 'Start' },
      settings: SPACE_SETTINGS_OFF,
    })
    .returning({ id: spaces.id });
  if (!space) throw new Error('basic space not created');
  const [user] = await db
    .insert(users)
    .values({
      email: BASIC_READER_EMAIL,
      name: 'Борис Базовый',
      passwordHash: await seedPasswordHash(DEMO_PASSWORD),
      locale: null,
      settings: DEFAULT_USER_SETTINGS,
      emailStatus: 1,
      status: null,
      passwordChangedAt: new Date(options.now),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('basic reader not created');
  await db.insert(spaceMembers).values({ spaceId: space.id, userId: user.id, role: 'read_only', roles: ROLE_FLAGS.read_only });
}
