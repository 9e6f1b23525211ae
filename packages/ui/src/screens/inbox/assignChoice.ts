import type { ChatAssignee, ChatUpdate, Department, Item, ItemUpdate, SpaceUser, Usergroup } from '@console/api/contract';
import { visibleText } from '../../format/text.ts';

// The assign choice (spec §1 user groups; chats also to departments): nobody, a member of
// the space, a user group or a department of it. One <select> value: 'none', 'u<id>', 'g<id>' or 'd<id>'.
export type AssignChoice = string;
export const NOBODY: AssignChoice = 'none';

/** Whom to assign to: GET v1/users, and the user groups and departments (GET v1/objects?tags=true). */
export interface Assignable {
  users: readonly SpaceUser[];
  groups: readonly Usergroup[];
  /** Offered where the record takes departments (chats). */
  departments?: readonly Department[];
  /** Where the user is limited to their groups' items (spec §1), their groups: the server refuses others (403). */
  limit?: { space_ids: readonly number[]; usergroup_ids: readonly number[] } | undefined;
  /**
   * The record has one assignee (a chat): where the user is limited, only they and their groups keep it in their
   * reach, so the server refuses other members and departments as well (items/access.ts `withinLimit`).
   */
  oneAssignee?: boolean;
}
export const NO_ASSIGNABLE: Assignable = { users: [], groups: [] };

export interface AssignLabels {
  nobody: string;
  me: (name: string) => string;
  group: (name: string) => string;
  department?: (name: string) => string;
}

type Named = { id: number; name: string };
/** What the record is assigned to now (an item: its user and group; a chat: one of the three). */
export interface AssignCurrent {
  assignee?: Named | null;
  usergroup?: Named | null;
  department?: Named | null;
}

/** The options: nobody, me, the other members, the groups, then the departments; of one space when it is known. */
export function assignOptions(
  assignable: Assignable,
  labels: AssignLabels,
  options: { me: { id: number; name: string } | null; spaceId: number | null; current?: AssignCurrent },
): { id: AssignChoice; label: string }[] {
  const { me, spaceId, current } = options;
  const inSpace = (ids: readonly (number | undefined)[]) => spaceId === null || ids.includes(spaceId);
  // spec §1 user-group limit: where the user is limited (any selected space when it is unknown), an item goes only
  // to one of their groups, never to no group: the server answers 403 otherwise (items/targets.ts).
  const limit = assignable.limit;
  const limited = limit !== undefined && limit.space_ids.some((id) => inSpace([id]));
  const onlyMine = limited && assignable.oneAssignee === true;
  const users = onlyMine ? [] : assignable.users.filter((user) => user.id !== me?.id && inSpace(user.space_ids));
  const groups = assignable.groups.filter(
    (group) => inSpace([group.space_id]) && (!limited || limit.usergroup_ids.includes(group.id)),
  );
  // A department without its space (an older answer) is offered everywhere; the server refuses a stranger (400).
  const departments = onlyMine
    ? []
    : (assignable.departments ?? []).filter((d) => d.space_id === undefined || inSpace([d.space_id]));
  // The current assignee, group or department stays choosable even when the lists do not have it (yet).
  const keep = (now: Named | null | undefined, list: readonly Named[], except?: number) =>
    now && now.id !== except && !list.some((one) => one.id === now.id) ? [now] : [];
  const group = labels.group;
  const department = labels.department ?? group;
  // What the record has now stays shown (a reply of no group); choosing it again changes nothing.
  const assignedToNobody = current !== undefined && !current.assignee && !current.usergroup && !current.department;
  const nobody = !limited || assignedToNobody;
  return [
    ...(nobody ? [{ id: NOBODY, label: labels.nobody }] : []),
    ...(me ? [{ id: `u${me.id}`, label: labels.me(visibleText(me.name)) }] : []),
    ...[...keep(current?.assignee, users, me?.id), ...users].map((u) => ({ id: `u${u.id}`, label: visibleText(u.name) })),
    ...[...keep(current?.usergroup, groups), ...groups].map((g) => ({ id: `g${g.id}`, label: group(visibleText(g.name)) })),
    ...[...keep(current?.department, departments), ...departments].map((d) => ({
      id: `d${d.id}`,
      label: department(visibleText(d.name)),
    })),
  ];
}

/** What the item is assigned to now: its user, else its group, else nobody. */
export const choiceOf = (item: Pick<Item, 'assignee' | 'usergroup'>): AssignChoice =>
  item.assignee ? `u${item.assignee.id}` : item.usergroup ? `g${item.usergroup.id}` : NOBODY;

/**
 * The change a choice makes: a user keeps the group (the group still routes the item, spec §1); a group hands the
 * item to the group with no one in it yet; nobody clears both.
 */
export function changeOf(choice: AssignChoice): Pick<ItemUpdate, 'assignee_id' | 'usergroup_id'> {
  const id = Number(choice.slice(1));
  if (choice.startsWith('u')) return { assignee_id: id };
  if (choice.startsWith('g')) return { usergroup_id: id, assignee_id: null };
  return { assignee_id: null, usergroup_id: null };
}

const CHAT_PREFIX = { user: 'u', usergroup: 'g', department: 'd' } as const;

/** A chat's one assignee (a user, a user group or a department) as the picker's current record. */
export const currentOfChat = (assignee: ChatAssignee | null): AssignCurrent =>
  assignee === null ? {} : { [assignee.type === 'user' ? 'assignee' : assignee.type]: assignee };

/** What the chat is assigned to now. */
export const chatChoiceOf = (assignee: ChatAssignee | null): AssignChoice =>
  assignee === null ? NOBODY : `${CHAT_PREFIX[assignee.type]}${assignee.id}`;

/** The chat's assignee a choice makes (PATCH v1/chats/{id}): one of the three, or nobody. */
export function chatAssigneeOf(choice: AssignChoice): NonNullable<ChatUpdate['assignee']> | null {
  const id = Number(choice.slice(1));
  if (choice.startsWith('u')) return { type: 'user', id };
  if (choice.startsWith('g')) return { type: 'usergroup', id };
  if (choice.startsWith('d')) return { type: 'department', id };
  return null;
}
