import {
  TAGS_PATH,
  TagsResponse,
  USERGROUPS_PATH,
  UsergroupsResponse,
  USERS_PATH,
  UsersResponse,
} from '../../contract/usergroups.ts';
import { defineResource } from '../resource.ts';

export interface UsergroupsResource {
  /** spec §7 GET v1/usergroups: the user groups of the user's spaces. */
  list(): Promise<UsergroupsResponse>;
}

export interface TagsResource {
  /** spec §7 GET v1/tags: the tags of the user's spaces. */
  list(): Promise<TagsResponse>;
}

export interface UsersResource {
  /** GET v1/users: the members of the user's spaces, whom an item can be assigned to. */
  list(): Promise<UsersResponse>;
}

export const usergroupsResource = defineResource<UsergroupsResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: USERGROUPS_PATH, schema: UsergroupsResponse }),
}));

export const tagsResource = defineResource<TagsResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: TAGS_PATH, schema: TagsResponse }),
}));

export const usersResource = defineResource<UsersResource>(({ http }) => ({
  list: () => http.request({ method: 'GET', path: USERS_PATH, schema: UsersResponse }),
}));
