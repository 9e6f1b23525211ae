import * as z from 'zod/mini';
import { NamedRecord, Usergroup } from './objects.ts';

// spec §7 GET v1/usergroups (answer: items) and GET v1/tags (answer: tags): the records of the user's spaces.
// spec §1: "A user may be limited to content assigned to a user group"; items are assigned to a group besides a user.
export const USERGROUPS_PATH = 'v1/usergroups';
export const TAGS_PATH = 'v1/tags';
// Not shown by the spec (architecture.md: designed in the same style): the members of the user's spaces, the
// people an item can be assigned to.
export const USERS_PATH = 'v1/users';

export const UsergroupsResponse = z.object({ items: z.array(Usergroup) });
export type UsergroupsResponse = z.infer<typeof UsergroupsResponse>;

export const TagsResponse = z.object({ tags: z.array(NamedRecord) });
export type TagsResponse = z.infer<typeof TagsResponse>;

/** A member of the user's spaces as an assignee: id, name, and the spaces (of the caller's) they belong to. */
export const SpaceUser = z.object({ id: z.int(), name: z.string(), space_ids: z.array(z.int()) });
export type SpaceUser = z.infer<typeof SpaceUser>;

export const UsersResponse = z.object({ items: z.array(SpaceUser) });
export type UsersResponse = z.infer<typeof UsersResponse>;
