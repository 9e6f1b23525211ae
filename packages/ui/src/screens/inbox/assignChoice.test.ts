import { describe, expect, it } from 'vitest';
import { assignOptions, changeOf, chatAssigneeOf, chatChoiceOf, choiceOf, currentOfChat, NOBODY } from './assignChoice.ts';

const labels = { nobody: 'Nobody', me: (name: string) => `Me (${name})`, group: (name: string) => `Group: ${name}` };
const assignable = {
  users: [
    { id: 4, name: 'Oleg', space_ids: [1] },
    { id: 5, name: 'Anna', space_ids: [1, 2] },
    { id: 9, name: 'Stranger', space_ids: [2] },
  ],
  groups: [
    { id: 1, name: 'Support', space_id: 1 },
    { id: 3, name: 'Elsewhere', space_id: 2 },
  ],
};

describe('the assign choice', () => {
  it('offers nobody, me, the members and the groups of the item’s space', () => {
    const options = assignOptions(assignable, labels, { me: { id: 4, name: 'Oleg' }, spaceId: 1 });
    expect(options).toEqual([
      { id: NOBODY, label: 'Nobody' },
      { id: 'u4', label: 'Me (Oleg)' },
      { id: 'u5', label: 'Anna' },
      { id: 'g1', label: 'Group: Support' },
    ]);
  });

  it('keeps the current assignee and group choosable when the lists lack them', () => {
    const item = { assignee: { id: 77, name: 'Gone' }, usergroup: { id: 8, name: 'Old group' } };
    const options = assignOptions({ users: [], groups: [] }, labels, { me: null, spaceId: 1, current: item });
    expect(options.map((o) => o.id)).toEqual([NOBODY, 'u77', 'g8']);
    expect(choiceOf(item)).toBe('u77');
    expect(choiceOf({ assignee: null, usergroup: item.usergroup })).toBe('g8');
    expect(choiceOf({ assignee: null, usergroup: null })).toBe(NOBODY);
  });

  it('offers a user limited to their groups only those groups and never nobody, as the server accepts (spec §1)', () => {
    const limit = { space_ids: [1], usergroup_ids: [1] };
    const groups = [...assignable.groups, { id: 2, name: 'Marketing', space_id: 1 }];
    const me = { id: 4, name: 'Oleg' };
    const options = assignOptions({ ...assignable, groups, limit }, labels, { me, spaceId: 1 });
    expect(options.map((o) => o.id)).toEqual(['u4', 'u5', 'g1']);
    // In a space where they are not limited, everything as usual.
    expect(assignOptions({ ...assignable, limit }, labels, { me, spaceId: 2 }).map((o) => o.id)).toEqual([
      NOBODY,
      'u4',
      'u5',
      'u9',
      'g3',
    ]);
    // Bulk (items of any space): the limit applies; an item with nothing assigned keeps showing that.
    expect(assignOptions({ ...assignable, groups, limit }, labels, { me, spaceId: null }).map((o) => o.id)).not.toContain(NOBODY);
    const bare = { assignee: null, usergroup: null };
    expect(assignOptions({ ...assignable, groups, limit }, labels, { me, spaceId: 1, current: bare })[0]?.id).toBe(NOBODY);
  });

  it('offers a user limited to their groups a chat only for themselves or their groups (one assignee, spec §1)', () => {
    const limit = { space_ids: [1], usergroup_ids: [1] };
    const departments = [{ id: 7, name: 'Sales', space_id: 1 }];
    const me = { id: 4, name: 'Oleg' };
    const chat = { ...assignable, departments, limit, oneAssignee: true };
    expect(assignOptions(chat, labels, { me, spaceId: 1 }).map((o) => o.id)).toEqual(['u4', 'g1']);
    // Not limited in that space: everyone, as usual.
    expect(assignOptions(chat, labels, { me, spaceId: 2 }).map((o) => o.id)).toContain('u9');
  });

  it('turns a choice into the change: a user keeps the group, a group clears the user, nobody clears both', () => {
    expect(changeOf('u5')).toEqual({ assignee_id: 5 });
    expect(changeOf('g1')).toEqual({ usergroup_id: 1, assignee_id: null });
    expect(changeOf(NOBODY)).toEqual({ assignee_id: null, usergroup_id: null });
  });

  it('offers a chat’s departments too, of its space, and turns each choice into the chat’s assignee', () => {
    const chatLabels = { ...labels, department: (name: string) => `Department: ${name}` };
    const withDepartments = {
      ...assignable,
      departments: [
        { id: 2, name: 'Sales', space_id: 1 },
        { id: 6, name: 'Far away', space_id: 2 },
      ],
    };
    const options = assignOptions(withDepartments, chatLabels, { me: { id: 4, name: 'Oleg' }, spaceId: 1 });
    expect(options.map((o) => o.id)).toEqual([NOBODY, 'u4', 'u5', 'g1', 'd2']);
    expect(options.at(-1)).toEqual({ id: 'd2', label: 'Department: Sales' });
    const gone = { type: 'department' as const, id: 9, name: 'Closed department' };
    const kept = assignOptions(withDepartments, chatLabels, { me: null, spaceId: 1, current: currentOfChat(gone) });
    expect(kept.map((o) => o.id)).toContain('d9');
    expect(chatChoiceOf(gone)).toBe('d9');
    expect(chatChoiceOf({ type: 'usergroup', id: 1, name: 'Support' })).toBe('g1');
    expect(chatChoiceOf(null)).toBe(NOBODY);
    expect(chatAssigneeOf('u5')).toEqual({ type: 'user', id: 5 });
    expect(chatAssigneeOf('g1')).toEqual({ type: 'usergroup', id: 1 });
    expect(chatAssigneeOf('d2')).toEqual({ type: 'department', id: 2 });
    expect(chatAssigneeOf(NOBODY)).toBeNull();
  });
});
