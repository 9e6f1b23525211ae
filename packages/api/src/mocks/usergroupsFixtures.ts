import type { AssigneeType, Chat } from '../contract/chats.ts';
import type { User } from '../contract/user.ts';
import type { Department, Usergroup } from '../contract/objects.ts';
import { DEMO_SPACE, demoUserByEmail } from './fixtures.ts';

// spec §1 user groups, as the reference server's seed (apps/server/src/seed/usergroups.ts): two groups of the demo
// space; the operator and the administrator in both; limited@demo.local limited to the first.
export const DEMO_USERGROUPS: readonly Usergroup[] = [
  { id: 1, name: 'Поддержка', space_id: DEMO_SPACE.id },
  { id: 2, name: 'Маркетинг', space_id: DEMO_SPACE.id },
];
export const LIMITED_MOCK_USER: User = {
  ...demoUserByEmail('operator@demo.local')!,
  id: 8,
  email: 'limited@demo.local',
  name: 'Lena Limited',
};
/** Users limited to content assigned to their groups (spec §1), by id: their groups. */
export const GROUP_LIMITS: ReadonlyMap<number, readonly number[]> = new Map([[LIMITED_MOCK_USER.id, [1]]]);
const GROUP_MEMBERS: ReadonlyMap<number, readonly number[]> = new Map([
  [4, [1, 2]],
  [5, [1, 2]],
  [LIMITED_MOCK_USER.id, [1]],
]);

export const groupsOfUser = (userId: number): readonly number[] => GROUP_MEMBERS.get(userId) ?? [];

// spec §3 departments, as the reference server's seed (apps/server/src/seed/departments.ts): sales (the operator and
// the administrator) and service (the moderator and the administrator).
export const DEMO_DEPARTMENTS: readonly Department[] = [
  { id: 1, name: 'Продажи', space_id: DEMO_SPACE.id },
  { id: 2, name: 'Сервис', space_id: DEMO_SPACE.id },
];
const DEPARTMENT_MEMBERS: ReadonlyMap<number, readonly number[]> = new Map([
  [3, [2]],
  [4, [1]],
  [5, [1, 2]],
]);
export const departmentsOfUser = (userId: number): readonly number[] => DEPARTMENT_MEMBERS.get(userId) ?? [];

/** Groups or departments as the server answers them to a user: each says whether they are a member of it. */
export const withMembership = <T extends { id: number }>(records: readonly T[], memberOf: readonly number[]) =>
  records.map((record) => ({ ...record, member: memberOf.includes(record.id) }));

/** The server's rule for a chat's assignee (items/access.ts `withinLimit`): one of the user's groups, or the user. */
export function withinLimit(user: Pick<User, 'id'>, assignee: { type: AssigneeType; id: number } | null): boolean {
  if (assignee === null) return false;
  if (assignee.type === 'user') return assignee.id === user.id;
  return assignee.type === 'usergroup' && groupsOfUser(user.id).includes(assignee.id);
}

/** The server's rule for chats (items/access.ts `visibleChats`): a limited user sees a chat `withinLimit` only. */
export const chatVisibleTo =
  (user: Pick<User, 'id'>) =>
  (chat: Chat): boolean =>
    !GROUP_LIMITS.has(user.id) || withinLimit(user, chat.assignee);
