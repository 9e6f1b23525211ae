import * as z from 'zod/mini';
import { ReactionValue as Reaction } from './chats.ts';
import { RequestId } from './ids.ts';
import { SocialObject } from './objects.ts';
import { providerOf, type ProviderEntry } from './providers.ts';

// settings/accounts/{id} (spec §2.4 account-edit) and its reactions page: one connected account's settings. Not shown
// by the spec (§7 has GET v1/objects/{id}); designed in its style: GET v1/objects/{id}/settings, PATCH and DELETE
// v1/objects/{id}. docs/accounts.md says what each setting does.
export const accountSettingsPath = (id: number): string => `v1/objects/${id}/settings`;
export const accountPath = (id: number): string => `v1/objects/${id}`;

/**
 * spec §3 "flag settings" of the provider catalogue: what the console collects from an account. `comments`: public
 * comments (or reviews) of the account's posts; `messages`: its private messages. A network declares those it has.
 */
export const ACCOUNT_FLAGS = ['comments', 'messages'] as const;
export type AccountFlag = (typeof ACCOUNT_FLAGS)[number];

/** The flag settings a provider's catalogue entry declares (those of its kinds of text). */
export const flagSettingsOf = (entry: ProviderEntry | undefined): AccountFlag[] =>
  ACCOUNT_FLAGS.filter((flag) => (entry?.[flag] ?? null) !== null);

/** What the server keeps for an account (objects.settings): only what differs from the defaults. */
export interface AccountStoredSettings {
  /** A flag set to false: that kind of text is not collected. Absent: collected. */
  comments?: boolean;
  messages?: boolean;
  /** The reactions offered in the chats (a subset of the provider's); absent: all of them. */
  reactions?: (number | string)[];
  /** The sticker sets offered in the composer (ids of the provider's sets); absent: all of them. */
  stickers?: string[];
}

export const AccountFlags = z.object({ comments: z.boolean(), messages: z.boolean() });
export type AccountFlags = z.infer<typeof AccountFlags>;

/** GET v1/objects/{id}/settings: the account, its settings, and what removing it takes away (counted first). */
export const AccountSettings = z.object({
  object: SocialObject,
  /** Collecting stopped (the items and chats stay). */
  disconnected: z.boolean(),
  flags: AccountFlags,
  /** The reactions offered in the chats, in the provider's order (all of them unless some were turned off). */
  reactions: z.array(Reaction),
  counts: z.object({ items: z.int(), chats: z.int() }),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

const AccountName = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
/** The settings as the form began from them (docs/error-types.md `conflict`). */
export const AccountSeen = z.object({
  name: z.string().check(z.maxLength(800)),
  company: z.int(),
  disconnected: z.boolean(),
  flags: AccountFlags,
  reactions: z.array(Reaction).check(z.maxLength(200)),
});
export type AccountSeen = z.infer<typeof AccountSeen>;

/** PATCH v1/objects/{id}: the fields to change; `seen` refuses the save (409) when another administrator saved since. */
export const AccountUpdate = z.object({
  name: z.optional(AccountName),
  /** Another company of the account's space. */
  company: z.optional(RequestId),
  disconnected: z.optional(z.boolean()),
  flags: z.optional(z.object({ comments: z.optional(z.boolean()), messages: z.optional(z.boolean()) })),
  /** Within the provider's set (spec §3); the empty list offers none. */
  reactions: z.optional(z.array(Reaction).check(z.maxLength(200))),
  seen: z.optional(AccountSeen),
});
export type AccountUpdate = z.infer<typeof AccountUpdate>;

export const AccountConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: AccountSettings });
export type AccountConflict = z.infer<typeof AccountConflict>;

export const seenOfAccount = (settings: AccountSettings): AccountSeen => ({
  name: settings.object.name,
  company: settings.object.company,
  disconnected: settings.disconnected,
  flags: settings.flags,
  reactions: settings.reactions,
});

/** The reactions a chat offers for an account: the provider's set, less those turned off on the account (spec §3, §9). */
export function offeredReactions(provider: string, object: Pick<SocialObject, 'reactions'> | undefined): (number | string)[] {
  const all = [...(providerOf(provider)?.reactions ?? [])];
  const chosen = object?.reactions;
  return chosen ? all.filter((value) => chosen.includes(value)) : all;
}
