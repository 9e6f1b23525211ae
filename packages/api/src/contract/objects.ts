import * as z from 'zod/mini';
import { degradable } from './degradable.ts';
import { RequestIdDigits } from './ids.ts';

// spec §7: GET v1/objects (items, companies), GET v1/objects?tags=true (also tags, tag_groups, labels, departments,
// ai_agents, and per spec §3 usergroups), GET v1/companies (a list with id). One object by id: GET v1/objects/{id} (404 outside the user's spaces).
export const OBJECTS_PATH = 'v1/objects';
export const COMPANIES_PATH = 'v1/companies';
export const objectPath = (id: number): string => `${OBJECTS_PATH}/${id}`;

// spec §3 Company: id, settings {items_assigned_to, status_open, tags_mode}; with its space and name.
export const CompanySettings = z.object({
  // the user new items are assigned to; null: nobody
  items_assigned_to: degradable('settings.items_assigned_to', z.nullable(z.int()), null),
  // chats also use the 'open' status (spec §9)
  status_open: degradable('settings.status_open', z.boolean(), false),
  tags_mode: degradable('settings.tags_mode', z.string(), ''),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

// `space_id` and `name` are ours, optional (docs/answers.md): without a space a company belongs to the only (or first)
// space, without a name it shows as its id (packages/machines rules/companies.ts).
export const Company = z.object({
  id: z.int(),
  space_id: degradable('space_id', z.optional(z.int()), undefined),
  name: degradable('name', z.optional(z.string()), undefined),
  settings: degradable('settings', CompanySettings, { items_assigned_to: null, status_open: false, tags_mode: '' }),
});
export type Company = z.infer<typeof Company>;

// spec §3 Object (a connected account): id, name, provider, provider_id (phone for WhatsApp), screen_name, domain,
// image, url, error, roles {settings}, company (the company's id). Named SocialObject: `Object` is JavaScript's own.
export const SocialObject = z.object({
  id: z.int(),
  name: z.string(),
  provider: z.string(),
  provider_id: degradable('provider_id', z.string(), ''),
  screen_name: degradable('screen_name', z.nullable(z.string()), null),
  domain: degradable('domain', z.nullable(z.string()), null),
  image: degradable('image', z.nullable(z.string()), null),
  url: degradable('url', z.nullable(z.string()), null),
  /** The network's last error for this account (untrusted text); null when it works. */
  error: degradable('error', z.nullable(z.string()), null),
  /** spec §6: what the signed-in user may do with this account: settings = manage it and see its errors. */
  roles: degradable('roles', z.object({ settings: z.boolean() }), { settings: false }),
  company: z.int(),
  /** Ours: the reactions the chats offer when the administrator turned some off; absent: all (offeredReactions()). */
  reactions: z.optional(z.array(z.union([z.int(), z.string()]))),
  /** Ours: the sticker sets the composer offers when the administrator turned some off; absent: all (offeredStickerSets()). */
  stickers: z.optional(z.array(z.string())),
});
export type SocialObject = z.infer<typeof SocialObject>;

// Records loaded with the objects (spec §3 "Also loaded with objects"); their own fields come with their features.
export const NamedRecord = z.looseObject({ id: z.int(), name: z.string() });
export type NamedRecord = z.infer<typeof NamedRecord>;

/** A user group of a space (spec §1, §3 "usergroups"); further fields come with the users settings. */
// `member`: the caller belongs to it, so chats assigned to it are in their 'mine' tab (ChatsQuery.tab).
export const Usergroup = z.looseObject({ id: z.int(), name: z.string(), space_id: z.int(), member: z.optional(z.boolean()) });
export type Usergroup = z.infer<typeof Usergroup>;

/** A department of a space (spec §3 "departments"; a chat may be assigned to one); its space when the server names it. */
export const Department = z.looseObject({
  id: z.int(),
  name: z.string(),
  space_id: z.optional(z.int()),
  member: z.optional(z.boolean()),
});
export type Department = z.infer<typeof Department>;

export const ObjectsQuery = z.object({ tags: z.optional(z.enum(['true', 'false'])) });
export type ObjectsQuery = z.infer<typeof ObjectsQuery>;

export const ObjectsResponse = z.object({
  items: z.array(SocialObject),
  companies: z.array(Company),
});
export type ObjectsResponse = z.infer<typeof ObjectsResponse>;

export const ObjectsWithTagsResponse = z.extend(ObjectsResponse, {
  tags: degradable('tags', z.array(NamedRecord), []),
  tag_groups: degradable('tag_groups', z.array(NamedRecord), []),
  labels: degradable('labels', z.array(NamedRecord), []),
  departments: degradable('departments', z.array(Department), []),
  ai_agents: degradable('ai_agents', z.array(NamedRecord), []),
  /** spec §3 "Also loaded with objects": the user groups (each with its space_id); optional for older answers. */
  usergroups: degradable('usergroups', z.optional(z.array(Usergroup)), undefined),
  /**
   * spec §1 "limited to content assigned to a user group": where the caller is limited, the spaces and their own groups
   * (an item there may be handed only to one of these, never to no group); absent when they are not limited.
   */
  usergroup_limit: z.optional(z.object({ space_ids: z.array(z.int()), usergroup_ids: z.array(z.int()) })),
});
export type ObjectsWithTagsResponse = z.infer<typeof ObjectsWithTagsResponse>;

export const CompaniesResponse = z.object({ items: z.array(Company) });
export type CompaniesResponse = z.infer<typeof CompaniesResponse>;

// What GET v1/objects answers: with ?tags=true the full set, otherwise items and companies.
export const ObjectsListResponse = z.union([ObjectsWithTagsResponse, ObjectsResponse]);
export type ObjectsListResponse = z.infer<typeof ObjectsListResponse>;

// GET v1/objects/{id} (and every other id in a path): a positive int4 as digits (a larger one is no account: 400).
export const ObjectParams = z.object({ id: RequestIdDigits });
export type ObjectParams = z.infer<typeof ObjectParams>;
