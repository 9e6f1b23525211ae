// Our extension to the reply calls (POST v1/items/{id}/reply, POST v1/chats/{id}/messages): the request may say what
// the user saw when the draft began (`seen_version` of the item, `seen_message_id` of the chat); when another user
// replied, closed or reassigned it since, the reply is not sent and the answer is this 409 (docs/error-types.md).
// A backend that ignores the marker sends the reply as the spec says; the console then never sees this answer.
import * as z from 'zod/mini';
import { UserRef } from './items.ts';

export const ERROR_TYPE_CHANGED_MEANWHILE = 'changed_meanwhile';

/** The changes that stop a reply: another user's reply, closing, or (re)assignment. Others (tags…) never do. */
export const MeanwhileKind = z.enum(['reply', 'close', 'assign']);
export type MeanwhileKind = z.infer<typeof MeanwhileKind>;

export const MeanwhileChange = z.object({
  kind: MeanwhileKind,
  user: z.nullable(UserRef),
  /** Unix seconds. */
  at: z.int(),
  /** A reply's text; the new assignee's name for 'assign' (null: nobody). */
  text: z.nullable(z.string()),
});
export type MeanwhileChange = z.infer<typeof MeanwhileChange>;

export const ChangedMeanwhile = z.object({
  error: z.string(),
  error_type: z.literal(ERROR_TYPE_CHANGED_MEANWHILE),
  /** The marker as it is now: a reply sent with it goes unless something changes again. */
  seen: z.int(),
  changes: z.array(MeanwhileChange),
});
export type ChangedMeanwhile = z.infer<typeof ChangedMeanwhile>;
