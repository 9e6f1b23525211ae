import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';
import { StatusColor } from './workspaceHours.ts';

// settings/tags, tags/new, tags/{id}, tags/{id}/children, tag_groups/new, tag_groups/{id} (spec §2.4): the tags of a
// space with their colour, group and parent tag, and the groups. Not shown by the spec (architecture.md: designed in
// the style of the others, as v1/usergroups): the inbox keeps reading GET v1/tags and GET v1/objects?tags=true.
export const TAGS_MANAGE_PATH = 'v1/tags/manage';
export const tagPath = (id: number): string => `v1/tags/${id}`;
export const TAG_GROUPS_PATH = 'v1/tag_groups';
export const tagGroupPath = (id: number): string => `${TAG_GROUPS_PATH}/${id}`;

export const TAG_NAME_MAX = 60;
const TagName = z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_NAME_MAX));
/** The palette of the statuses' form (named colours), a hex colour accepted too. */
export const TagColor = StatusColor;

/** A tag as settings shows it: how many comments carry it, so deleting it says first what happens to them. */
export const ManagedTag = z.object({
  id: z.int(),
  space_id: z.int(),
  name: z.string(),
  color: z.string(),
  group_id: z.nullable(z.int()),
  parent_id: z.nullable(z.int()),
  items_count: z.int(),
});
export type ManagedTag = z.infer<typeof ManagedTag>;

export const ManagedTagGroup = z.object({ id: z.int(), space_id: z.int(), name: z.string() });
export type ManagedTagGroup = z.infer<typeof ManagedTagGroup>;

export const TagsManageQuery = z.object({ space_id: z.optional(RequestIdParam) });
export const TagsManageResponse = z.object({ tags: z.array(ManagedTag), groups: z.array(ManagedTagGroup) });
export type TagsManageResponse = z.infer<typeof TagsManageResponse>;

const TagFields = {
  name: TagName,
  color: TagColor,
  /** null: in no group. */
  group_id: z.nullable(RequestId),
  /** null: a top-level tag; otherwise a child of that tag (settings/tags/{id}/children). */
  parent_id: z.nullable(RequestId),
};
export const TagCreate = z.object({ space_id: RequestId, ...TagFields });
export type TagCreate = z.infer<typeof TagCreate>;
/** The tag as the form began from it (ours, docs/error-types.md `conflict`). */
export const TagSeen = z.object({
  name: z.string().check(z.maxLength(TAG_NAME_MAX * 4)),
  color: z.string().check(z.maxLength(16)),
  group_id: z.nullable(z.int()),
  parent_id: z.nullable(z.int()),
});
export type TagSeen = z.infer<typeof TagSeen>;
export const TagUpdate = z.object({
  ...TagFields,
  /** Optional: when the tag differs from this (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(TagSeen),
});
export type TagUpdate = z.infer<typeof TagUpdate>;
/** A 409's body (error_type 'conflict'): the tag as it is now. */
export const TagConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: ManagedTag });
export type TagConflict = z.infer<typeof TagConflict>;

// Merging a tag into another: the comments carrying it carry the other instead, its child tags move under the other, and
// it is deleted (screens.md "Settings records": tags with merge).
export const tagMergePath = (id: number): string => `${tagPath(id)}/merge`;
export const TagMerge = z.object({ into_id: RequestId });
export type TagMerge = z.infer<typeof TagMerge>;

export const TagGroupCreate = z.object({ space_id: RequestId, name: TagName });
export type TagGroupCreate = z.infer<typeof TagGroupCreate>;
export const TagGroupSeen = z.object({ name: z.string().check(z.maxLength(TAG_NAME_MAX * 4)) });
export type TagGroupSeen = z.infer<typeof TagGroupSeen>;
export const TagGroupUpdate = z.object({ name: TagName, seen: z.optional(TagGroupSeen) });
export type TagGroupUpdate = z.infer<typeof TagGroupUpdate>;
export const TagGroupConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: ManagedTagGroup });
export type TagGroupConflict = z.infer<typeof TagGroupConflict>;

/** The tags a tag's children page lists: those whose parent it is. */
export const childTagsOf = (tags: readonly ManagedTag[], id: number): ManagedTag[] => tags.filter((tag) => tag.parent_id === id);
