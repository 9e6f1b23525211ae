// The profile slice's demo data: a user whose email is unconfirmed (the email dialog shows), a user
// with linked social logins (the contract suite changes and restores its password and two-factor), and a VK
// login linked to the administrator. The MSW fixtures hold the same (packages/api/src/mocks/profileFixtures.ts).
import { asc, eq } from 'drizzle-orm';
import type { RoleName, UserRoles } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { spaceMembers, spaces, users, userSocialLogins, userStatuses } from '../db/schema.ts';
import { seedPasswordHash } from './passwordHash.ts';

export const PROFILE_DEMO_EMAILS = { unconfirmed: 'unconfirmed@demo.local', profile: 'profile@demo.local' } as const;

export const PROFILE_DEMO_USERS: ReadonlyArray<{
  email: string;
  name: string;
  role: RoleName;
  emailStatus: number;
  note: string;
}> = [
  {
    email: PROFILE_DEMO_EMAILS.unconfirmed,
    name: 'Ульяна Новикова',
    role: 'operator',
    emailStatus: 0,
    note: 'email unconfirmed (the email dialog shows)',
  },
  {
    email: PROFILE_DEMO_EMAILS.profile,
    name: 'Pavel Profile',
    role: 'operator',
    emailStatus: 1,
    note: 'linked VK and Google logins',
  },
];
const PROFILE_USERS = PROFILE_DEMO_USERS;

const LINKED_AT = new Date(Date.UTC(2026, 5, 1, 12, 0, 0));

type SeedContext = {
  now: number;
  password: string;
  spaceName: string;
  roleFlags: Readonly<Record<RoleName, UserRoles>>;
  settings: (typeof users.$inferInsert)['settings'];
  adminEmail: string;
};

export async function seedProfileDemo(db: Db, context: SeedContext): Promise<void> {
  const [space] = await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.name, context.spaceName)).limit(1);
  if (!space) throw new Error('seedProfileDemo: the demo space is missing');
  const [online] = await db
    .select({ id: userStatuses.id })
    .from(userStatuses)
    .where(eq(userStatuses.spaceId, space.id))
    .orderBy(asc(userStatuses.position))
    .limit(1);
  const hashes = await Promise.all(PROFILE_USERS.map(() => seedPasswordHash(context.password)));
  const rows = await db
    .insert(users)
    .values(
      PROFILE_USERS.map((user, index) => ({
        email: user.email,
        name: user.name,
        passwordHash: hashes[index] ?? '',
        locale: null,
        settings: context.settings,
        emailStatus: user.emailStatus,
        status: online?.id ?? null,
        passwordChangedAt: new Date(context.now),
      })),
    )
    .returning({ id: users.id, email: users.email });
  await db.insert(spaceMembers).values(
    rows.map((row, index) => {
      const role = PROFILE_USERS[index]!.role;
      return { spaceId: space.id, userId: row.id, role, roles: context.roleFlags[role] };
    }),
  );
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, context.adminEmail));
  const adminId = admin?.id;
  const profileId = rows.find((row) => row.email === PROFILE_DEMO_EMAILS.profile)?.id;
  const links = [
    adminId && {
      userId: adminId,
      provider: 'vk' as const,
      providerUserId: 'vk-demo-5',
      name: 'Анна Админова',
      linkedAt: LINKED_AT,
    },
    profileId && {
      userId: profileId,
      provider: 'vk' as const,
      providerUserId: 'vk-demo-41',
      name: 'Павел Профилев',
      linkedAt: LINKED_AT,
    },
    profileId && {
      userId: profileId,
      provider: 'google' as const,
      providerUserId: 'google-demo-41',
      name: 'pavel.profile@gmail.example',
      linkedAt: new Date(LINKED_AT.getTime() + 86_400_000),
    },
  ].filter((link) => !!link);
  await db.insert(userSocialLogins).values(links);
}
