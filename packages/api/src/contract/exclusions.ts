import * as z from 'zod/mini';
import { AssigneeType } from './chats.ts';
import { RequestId, RequestIdParam, RequestVersion } from './ids.ts';

// accounts/{id}/exclude, accounts/{id}/exclude_messages, accounts/{id}/chats (spec §2.4): what of one connected account
// is not collected, and which chats come in and who gets them. Not shown by the spec (architecture.md: designed in the
// style of the others); the rules are docs/exclusions.md.
export const accountExcludePath = (id: number): string => `v1/accounts/${id}/exclude`;
export const accountExcludeMessagesPath = (id: number): string => `v1/accounts/${id}/exclude_messages`;
export const accountChatSettingsPath = (id: number): string => `v1/accounts/${id}/chats`;
/** The account's authors to pick from (of its comments, or of its chats for exclude_messages). */
export const exclusionAuthorsPath = (id: number, scope: ExclusionScope): string =>
  `${scope === 'comments' ? accountExcludePath(id) : accountExcludeMessagesPath(id)}/authors`;

export const EXCLUSION_SCOPES = ['comments', 'messages'] as const;
export const ExclusionScope = z.enum(EXCLUSION_SCOPES);
export type ExclusionScope = z.infer<typeof ExclusionScope>;

export const EXCLUDED_WORD_MAX = 60;
export const EXCLUDED_WORDS_MAX = 200;
export const EXCLUDED_AUTHORS_MAX = 500;
export const EXCLUDED_POSTS_MAX = 200;
export const POST_LINK_MAX = 500;
const Word = z.string().check(z.trim(), z.minLength(1), z.maxLength(EXCLUDED_WORD_MAX));

/** The account the page is about (its title names it). */
export const ExclusionAccount = z.object({ id: z.int(), name: z.string(), provider: z.string() });
export type ExclusionAccount = z.infer<typeof ExclusionAccount>;
/** An excluded author (untrusted name and picture from the network). */
export const ExcludedAuthor = z.object({ id: z.int(), name: z.string(), provider: z.string(), avatar: z.nullable(z.string()) });
export type ExcludedAuthor = z.infer<typeof ExcludedAuthor>;
/** An excluded post of the account (its text is the network's, untrusted). */
export const ExcludedPost = z.object({ id: z.int(), url: z.nullable(z.string()), text: z.string() });
export type ExcludedPost = z.infer<typeof ExcludedPost>;

/** One scope's rules; `posts` only for comments. `version` is what a save sends back as `seen`. */
export const Exclusions = z.object({
  account: ExclusionAccount,
  scope: ExclusionScope,
  words: z.array(z.string()),
  authors: z.array(ExcludedAuthor),
  posts: z.array(ExcludedPost),
  version: z.int(),
});
export type Exclusions = z.infer<typeof Exclusions>;

/** The whole list is saved at once; `posts` are post links or ids, each a post of this account (else 400 not_a_post). */
export const ExclusionsUpdate = z.object({
  words: z.array(Word).check(z.maxLength(EXCLUDED_WORDS_MAX)),
  author_ids: z.array(RequestId).check(z.maxLength(EXCLUDED_AUTHORS_MAX)),
  posts: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(POST_LINK_MAX))).check(z.maxLength(EXCLUDED_POSTS_MAX)),
  ),
  /** The version the user saw (docs/error-types.md `conflict`). */
  seen: z.optional(RequestVersion),
});
export type ExclusionsUpdate = z.infer<typeof ExclusionsUpdate>;
export const ExclusionsConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: Exclusions });
export type ExclusionsConflict = z.infer<typeof ExclusionsConflict>;
/** Ours (docs/error-types.md): a post link that is no post of this account; the error text names the link. */
export const ERROR_TYPE_NOT_A_POST = 'not_a_post';
export const NotAPost = z.object({ error: z.string(), error_type: z.literal(ERROR_TYPE_NOT_A_POST) });
export type NotAPost = z.infer<typeof NotAPost>;

export const ExclusionAuthorsQuery = z.object({ q: z.optional(z.string().check(z.maxLength(100))) });
export const ExclusionAuthorsResponse = z.object({ items: z.array(ExcludedAuthor) });
export type ExclusionAuthorsResponse = z.infer<typeof ExclusionAuthorsResponse>;
export const AccountIdParams = z.object({ id: RequestIdParam });

/**
 * The word rule (docs/exclusions.md): an excluded word or phrase matches a text that contains it as a whole word,
 * case-insensitively (ё = е): "цена" matches "Какая ЦЕНА?" but not "бесценно".
 */
export function excludedWordIn(text: string, words: readonly string[]): string | null {
  const folded = fold(text);
  for (const word of words) {
    const needle = fold(word.trim());
    if (!needle) continue;
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, 'u').test(folded)) return word;
  }
  return null;
}
const fold = (value: string): string => value.toLocaleLowerCase('ru').replace(/ё/g, 'е');

// accounts/{id}/chats: which new chats come in and who gets them (docs/exclusions.md "Chats").
export const NEW_CHATS = ['all', 'known_authors', 'none'] as const;
export const NewChats = z.enum(NEW_CHATS);
export type NewChats = z.infer<typeof NewChats>;
export const CHAT_ASSIGNEE_TYPES = ['user', 'usergroup'] as const;
export const DefaultAssignee = z.object({ type: z.enum(CHAT_ASSIGNEE_TYPES), id: z.int(), name: z.string() });
export type DefaultAssignee = z.infer<typeof DefaultAssignee>;
/** A choice for the default assignee: the space's members and user groups. */
export const AssigneeChoice = z.object({ type: AssigneeType, id: z.int(), name: z.string() });
export type AssigneeChoice = z.infer<typeof AssigneeChoice>;
export const ChatSettings = z.object({
  account: ExclusionAccount,
  new_chats: NewChats,
  assignee: z.nullable(DefaultAssignee),
  /** Who may be the default assignee. */
  choices: z.array(AssigneeChoice),
  version: z.int(),
});
export type ChatSettings = z.infer<typeof ChatSettings>;
export const ChatSettingsUpdate = z.object({
  new_chats: NewChats,
  assignee: z.nullable(z.object({ type: z.enum(CHAT_ASSIGNEE_TYPES), id: RequestId })),
  seen: z.optional(RequestVersion),
});
export type ChatSettingsUpdate = z.infer<typeof ChatSettingsUpdate>;
export const ChatSettingsConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: ChatSettings });
export type ChatSettingsConflict = z.infer<typeof ChatSettingsConflict>;
