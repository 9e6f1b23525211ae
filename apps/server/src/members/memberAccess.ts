// spec §1, §3: the role and the flags are a membership's (space_members), not the user's: one user may administer one
// workspace and only operate in another. Every check reads the membership of the space it is about (docs/roles.md).
import { sql } from 'drizzle-orm';
import type { RoleName, UserRoles } from '@console/api/contract';
import { spaceMembers, users } from '../db/schema.ts';

/** One active membership: its space, role and flags (a blocked one grants nothing). */
export type MemberAccess = { spaceId: number; role: RoleName; roles: UserRoles };

/** A signed-in user with their active memberships, first space first (the config's first space). */
export type AuthUser = typeof users.$inferSelect & { memberships: readonly MemberAccess[] };

/** The user's active memberships as one column of the token's query (one statement per request, quality.md). */
export const MEMBERSHIPS_OF_USER = sql<
  MemberAccess[]
>`coalesce((select json_agg(json_build_object('spaceId', ${spaceMembers.spaceId}, 'role', ${spaceMembers.role}, 'roles', ${spaceMembers.roles}) order by ${spaceMembers.spaceId}) from ${spaceMembers} where ${spaceMembers.userId} = ${users.id}), '[]'::json)`;

/** The user's membership of the space, or null (not a member, or blocked there). */
export const accessIn = (user: Pick<AuthUser, 'memberships'>, spaceId: number): MemberAccess | null =>
  user.memberships.find((one) => one.spaceId === spaceId) ?? null;

/**
 * The membership the config's `user.role`/`user.roles` describe: the first space's (by id, as `config.spaces[0]`,
 * the space the console opens settings in); null without any space.
 */
export const currentAccess = (user: Pick<AuthUser, 'memberships'>): MemberAccess | null => user.memberships[0] ?? null;

/** Whether the user has the flag in the space (spec §1, §6). */
export const hasFlagIn = (user: Pick<AuthUser, 'memberships'>, spaceId: number, flag: keyof UserRoles): boolean =>
  accessIn(user, spaceId)?.roles[flag] === true;
