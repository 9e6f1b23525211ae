import type { Item, ItemUpdate, SpaceUser, Usergroup } from '@console/api/contract';
import { visibleText } from '../../data/text.ts';

// The assign choice (issue 6 "assign"; spec §1 user groups): nobody, a member of the item's space, or a user group
// of it. One <select> value: 'none', 'u<id>' or 'g<id>'.
export type AssignChoice = string;
export const NOBODY: AssignChoice = 'none';

/** Whom items can be assigned to: GET v1/users and the user groups (GET v1/objects?tags=true). */
export interface Assignable {
  users: readonly SpaceUser[];
  groups: readonly Usergroup[];
  /** Where the user is limited to their groups' items (spec §1), their groups: the server refuses others (403). */
  limit?: { space_ids: readonly number[]; usergroup_ids: readonly number[] } | undefined;
}
export const NO_ASSIGNABLE: Assignable = { users: [], groups: [] };

export interface AssignLabels {
  nobody: string;
  me: (name: string) => string;
  group: (name: string) => string;
}

/** The options: nobody, me, the other members, then the groups; of one space when it is known. */
export function assignOptions(
  assignable: Assignable,
  labels: AssignLabels,
  options: { me: { id: number; name: string } | null; spaceId: number | null; item?: Item },
): { id: AssignChoice; label: string }[] {
  const { me, spaceId, item } = options;
  const inSpace = (ids: readonly number[]) => spaceId === null || ids.includes(spaceId);
  // spec §1 user-group limit: where the user is limited (any selected space when it is unknown), an item goes only
  // to one of their groups, never to no group: the server answers 403 otherwise (items/targets.ts).
  const limit = assignable.limit;
  const limited = limit !== undefined && limit.space_ids.some((id) => inSpace([id]));
  const users = assignable.users.filter((user) => user.id !== me?.id && inSpace(user.space_ids));
  const groups = assignable.groups.filter(
    (group) => inSpace([group.space_id]) && (!limited || limit.usergroup_ids.includes(group.id)),
  );
  // The current assignee or group stays choosable even when the lists do not have it (yet).
  const assignee = item?.assignee;
  const group = item?.usergroup;
  // What the item has now stays shown (a reply of no group); choosing it again changes nothing.
  const nobody = !limited || (item !== undefined && choiceOf(item) === NOBODY);
  return [
    ...(nobody ? [{ id: NOBODY, label: labels.nobody }] : []),
    ...(me ? [{ id: `u${me.id}`, label: labels.me(visibleText(me.name)) }] : []),
    ...(assignee && assignee.id !== me?.id && !users.some((u) => u.id === assignee.id) ? [assignee] : []).map((u) => ({
      id: `u${u.id}`,
      label: visibleText(u.name),
    })),
    ...users.map((user) => ({ id: `u${user.id}`, label: visibleText(user.name) })),
    ...(group && !groups.some((g) => g.id === group.id) ? [group] : []).map((g) => ({
      id: `g${g.id}`,
      label: labels.group(visibleText(g.name)),
    })),
    ...groups.map((g) => ({ id: `g${g.id}`, label: labels.group(visibleText(g.name)) })),
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
