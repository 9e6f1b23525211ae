// settings/tags, tag_groups and labels on the server (spec §2.4): tags with colour, group and parent, counted on the
// comments carrying them; a save begun before another administrator's is refused with the record as it is now;
// deleting takes a tag off its comments and a label off its authors; another workspace's ids answer 404.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DeletedResponse,
  ErrorBody,
  LabelAuthorsResponse,
  LabelConflict,
  LabelsManageResponse,
  ManagedLabel,
  ManagedTag,
  ManagedTagGroup,
  ObjectsWithTagsResponse,
  TagConflict,
  TagGroupConflict,
  TagsManageResponse,
  TagsResponse,
} from '@console/api/contract';
import { authorLabels, itemTags, labels, tagGroups, tags } from '../src/db/schema.ts';
import { DEMO_EMAILS } from '../src/seed.ts';
import { createSpace } from './billingSupport.ts';
import { demoApp, demoCaller, ok } from './helpers.ts';
import { demoSpaceId } from './workspacePolicySamples.ts';

const opened = demoApp();
const { get, send } = demoCaller(
  () => opened.app,
  () => opened.database.db,
);
const admin = DEMO_EMAILS.admin;
const en = { 'accept-language': 'en' };
const tag = (space_id: number, name: string, extra: object = {}) => ({
  space_id,
  name,
  color: 'green',
  group_id: null,
  parent_id: null,
  ...extra,
});

describe('tags and tag groups', () => {
  it('creates a group and a tag in it with a child, lists them, and the inbox reads the new tag', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const group = ok(await send(admin, 'POST', '/v1/tag_groups', { space_id: spaceId, name: 'Отзывы' }), ManagedTagGroup);
    const parent = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Жалоба', { group_id: group.id })), ManagedTag);
    const child = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Курьер', { parent_id: parent.id })), ManagedTag);
    expect(parent).toMatchObject({ group_id: group.id, color: 'green', items_count: 0 });
    const listed = ok(await get(admin, `/v1/tags/manage?space_id=${spaceId}`), TagsManageResponse);
    expect(listed.groups.map((one) => one.name)).toContain('Отзывы');
    expect(listed.tags.find((one) => one.id === child.id)?.parent_id).toBe(parent.id);
    // The seed's tags are counted on the comments carrying them.
    expect(listed.tags.some((one) => one.items_count > 0)).toBe(true);
    const inbox = ok(await get(DEMO_EMAILS.operator, '/v1/tags'), TagsResponse);
    expect(inbox.tags.map((one) => one.name)).toContain('Курьер');
    const objects = ok(await get(DEMO_EMAILS.operator, '/v1/objects?tags=true'), ObjectsWithTagsResponse);
    expect(objects.tag_groups.map((one) => one.name)).toContain('Отзывы');
  });

  it('refuses a parent that is the tag itself or its child, and a group of no tag of the space', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const top = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Верх')), ManagedTag);
    const below = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Низ', { parent_id: top.id })), ManagedTag);
    const cycle = await send(admin, 'PUT', `/v1/tags/${top.id}`, {
      ...tag(spaceId, 'Верх', { parent_id: below.id }),
      space_id: undefined,
    });
    expect(cycle.statusCode).toBe(400);
    expect(ErrorBody.parse(cycle.json()).error_type).toBe('invalid_parent');
    const self = await send(admin, 'PUT', `/v1/tags/${top.id}`, {
      ...tag(spaceId, 'Верх', { parent_id: top.id }),
      space_id: undefined,
    });
    expect(self.statusCode).toBe(400);
    const noGroup = await send(admin, 'POST', '/v1/tags', tag(spaceId, 'X', { group_id: 999_999 }));
    expect(noGroup.statusCode).toBe(400);
  });

  // Two administrators (docs/error-types.md conflict): a save begun before the other's is refused and writes nothing.
  it('refuses a rename whose seen tag is no longer current, then takes one made knowing it', async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const made = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Старое')), ManagedTag);
    const seen = { name: made.name, color: made.color, group_id: null, parent_id: null };
    const { space_id: _, ...fields } = tag(spaceId, 'Новое', { color: 'red' });
    ok(await send(admin, 'PUT', `/v1/tags/${made.id}`, { ...fields, seen }), ManagedTag);
    const refused = await send(admin, 'PUT', `/v1/tags/${made.id}`, { ...fields, name: 'Позднее', seen }, en);
    expect(refused.statusCode).toBe(409);
    const conflict = TagConflict.parse(refused.json());
    expect(conflict.error).toContain('another administrator');
    expect(conflict.current).toMatchObject({ name: 'Новое', color: 'red' });
    const seenNow = { name: 'Новое', color: 'red', group_id: null, parent_id: null };
    expect(
      ok(await send(admin, 'PUT', `/v1/tags/${made.id}`, { ...fields, name: 'Позднее', seen: seenNow }), ManagedTag).name,
    ).toBe('Позднее');
  });

  it('deletes a tag off the comments carrying it; its children become top-level; a group leaves its tags ungrouped', async () => {
    const { db } = opened.database;
    const spaceId = await demoSpaceId(db);
    const listed = ok(await get(admin, `/v1/tags/manage?space_id=${spaceId}`), TagsManageResponse);
    const used = listed.tags.find((one) => one.items_count > 0)!;
    const child = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Дочерний', { parent_id: used.id })), ManagedTag);
    ok(await send(admin, 'DELETE', `/v1/tags/${used.id}`), DeletedResponse);
    expect(await db.$count(itemTags, eq(itemTags.tagId, used.id))).toBe(0);
    const [after] = await db.select().from(tags).where(eq(tags.id, child.id));
    expect(after!.parentId).toBeNull();
    const group = ok(await send(admin, 'POST', '/v1/tag_groups', { space_id: spaceId, name: 'Временная' }), ManagedTagGroup);
    const inGroup = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'В группе', { group_id: group.id })), ManagedTag);
    ok(await send(admin, 'DELETE', `/v1/tag_groups/${group.id}`), DeletedResponse);
    const [kept] = await db.select().from(tags).where(eq(tags.id, inGroup.id));
    expect(kept!.groupId).toBeNull();
  });

  it('merges a tag into another: its comments carry the other once, its children move under it, it is gone', async () => {
    const { db } = opened.database;
    const spaceId = await demoSpaceId(db);
    const listed = ok(await get(admin, `/v1/tags/manage?space_id=${spaceId}`), TagsManageResponse);
    const source = listed.tags.find((one) => one.items_count > 0)!;
    const into = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Итог')), ManagedTag);
    const child = ok(await send(admin, 'POST', '/v1/tags', tag(spaceId, 'Ребёнок', { parent_id: source.id })), ManagedTag);
    const merged = ok(await send(admin, 'POST', `/v1/tags/${source.id}/merge`, { into_id: into.id }), ManagedTag);
    expect(merged.items_count).toBe(source.items_count);
    expect(await db.$count(tags, eq(tags.id, source.id))).toBe(0);
    const [moved] = await db.select().from(tags).where(eq(tags.id, child.id));
    expect(moved!.parentId).toBe(into.id);
    expect((await send(admin, 'POST', `/v1/tags/${into.id}/merge`, { into_id: into.id })).statusCode).toBe(400);
  });

  it("refuses a group's rename begun before another's", async () => {
    const spaceId = await demoSpaceId(opened.database.db);
    const group = ok(await send(admin, 'POST', '/v1/tag_groups', { space_id: spaceId, name: 'Один' }), ManagedTagGroup);
    ok(await send(admin, 'PUT', `/v1/tag_groups/${group.id}`, { name: 'Два', seen: { name: 'Один' } }), ManagedTagGroup);
    const refused = await send(admin, 'PUT', `/v1/tag_groups/${group.id}`, { name: 'Три', seen: { name: 'Один' } });
    expect(refused.statusCode).toBe(409);
    expect(TagGroupConflict.parse(refused.json()).current.name).toBe('Два');
  });
});

describe('author labels', () => {
  it('creates, renames, lists the authors carrying a label, takes it off one, and deletes it', async () => {
    const { db } = opened.database;
    const spaceId = await demoSpaceId(db);
    const listed = ok(await get(admin, `/v1/labels/manage?space_id=${spaceId}`), LabelsManageResponse);
    const carried = listed.items.find((one) => one.authors_count > 0)!;
    const authors = ok(await get(admin, `/v1/labels/${carried.id}/authors`), LabelAuthorsResponse);
    expect(authors.items.length).toBe(carried.authors_count);
    const removed = ok(
      await send(admin, 'DELETE', `/v1/labels/${carried.id}/authors/${authors.items[0]!.id}`),
      LabelAuthorsResponse,
    );
    expect(removed.label.authors_count).toBe(carried.authors_count - 1);
    const made = ok(await send(admin, 'POST', '/v1/labels', { space_id: spaceId, name: 'VIP', color: 'purple' }), ManagedLabel);
    const seen = { name: 'VIP', color: 'purple' };
    ok(await send(admin, 'PUT', `/v1/labels/${made.id}`, { name: 'VIP+', color: 'purple', seen }), ManagedLabel);
    const refused = await send(admin, 'PUT', `/v1/labels/${made.id}`, { name: 'Late', color: 'red', seen });
    expect(refused.statusCode).toBe(409);
    expect(LabelConflict.parse(refused.json()).current.name).toBe('VIP+');
    ok(await send(admin, 'DELETE', `/v1/labels/${carried.id}`), DeletedResponse);
    expect(await db.$count(authorLabels, eq(authorLabels.labelId, carried.id))).toBe(0);
  });
});

describe('another workspace', () => {
  it("answers 404 for another workspace's tags, groups, labels and their lists", async () => {
    const { db } = opened.database;
    const other = await createSpace(db, { name: 'Other tags workspace', expiresAt: Date.now() + 86_400_000 });
    const [otherTag] = await db.insert(tags).values({ spaceId: other.id, name: 'Чужой' }).returning();
    const [otherGroup] = await db.insert(tagGroups).values({ spaceId: other.id, name: 'Чужая' }).returning();
    const [otherLabel] = await db.insert(labels).values({ spaceId: other.id, name: 'Чужая' }).returning();
    expect((await get(admin, `/v1/tags/manage?space_id=${other.id}`)).statusCode).toBe(404);
    expect((await get(admin, `/v1/labels/manage?space_id=${other.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/v1/tags', tag(other.id, 'X'))).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/v1/tag_groups', { space_id: other.id, name: 'X' })).statusCode).toBe(404);
    expect((await send(admin, 'POST', '/v1/labels', { space_id: other.id, name: 'X', color: 'red' })).statusCode).toBe(404);
    const { space_id: _, ...fields } = tag(other.id, 'X');
    expect((await send(admin, 'PUT', `/v1/tags/${otherTag!.id}`, fields)).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/tags/${otherTag!.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', `/v1/tags/${otherTag!.id}/merge`, { into_id: otherTag!.id })).statusCode).toBe(404);
    expect((await send(admin, 'PUT', `/v1/tag_groups/${otherGroup!.id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/tag_groups/${otherGroup!.id}`)).statusCode).toBe(404);
    expect((await send(admin, 'PUT', `/v1/labels/${otherLabel!.id}`, { name: 'X', color: 'red' })).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/v1/labels/${otherLabel!.id}`)).statusCode).toBe(404);
    expect((await get(admin, `/v1/labels/${otherLabel!.id}/authors`)).statusCode).toBe(404);
    // A tag of the own space may not take another workspace's group or parent.
    const spaceId = await demoSpaceId(db);
    expect((await send(admin, 'POST', '/v1/tags', tag(spaceId, 'X', { group_id: otherGroup!.id }))).statusCode).toBe(400);
    expect((await send(admin, 'POST', '/v1/tags', tag(spaceId, 'X', { parent_id: otherTag!.id }))).statusCode).toBe(400);
  });
});
