// A macro on a chat (docs/macros.md "On a chat"): the actions a chat has (status, close, priority, assign; a chat has
// no tags, so add_tags and remove_tags are skipped) as ONE change: one transaction, one version, one 409 check and
// one activity line in the thread (field 'macro', to: the macro's name). A template macro runs from the reply box:
// its other actions go with the message (chats/thread.ts, `macro_id`).
import { macroTemplateId, type ChatMacroRun, type Macro, type MacroAction } from '@console/api/contract';
import { ApiFailure } from '../http/errors.ts';
import type { Language } from '../messages.ts';
import { chatOfUser, type ChatDeps, type UserRow } from '../chats/access.ts';
import {
  changeChat,
  checkChatAssignee,
  checkChatUpdate,
  type ActivityEntry,
  type ChatChange,
  type ChatUpdateOutcome,
} from '../chats/writes.ts';
import { macroOfSpace } from './run.ts';

/** The chat change the actions make, in order (a later status or close wins); tags are not a chat's. */
export function chatChangeOfActions(actions: readonly MacroAction[]): ChatChange {
  const change: ChatChange = {};
  for (const action of actions) {
    if (action.type === 'status') change.status = action.status;
    else if (action.type === 'close') change.status = 'closed';
    else if (action.type === 'priority') change.priority = action.priority;
    else if (action.type === 'assign')
      change.assignee = action.assignee_id === null ? null : { type: 'user', id: action.assignee_id };
  }
  return change;
}

/** The one activity line a run writes. */
export const chatMacroLine = (macro: Macro): ActivityEntry => ({ field: 'macro', from: null, to: macro.name });

/** The macro the user may run on a chat of `spaceId`, with the permissions (and group limit) its actions need. */
export async function runnableChatMacro(deps: ChatDeps, user: UserRow, macroId: number, spaceId: number) {
  const macro = await macroOfSpace(deps.db, user, macroId, spaceId);
  const change = chatChangeOfActions(macro.actions);
  checkChatUpdate(user, spaceId, change);
  await checkChatAssignee(deps, user, spaceId, change);
  return { macro, change };
}

/** POST v1/chats/{id}/macro. */
export async function runChatMacro(
  deps: ChatDeps,
  user: UserRow,
  id: number,
  run: ChatMacroRun,
  language: Language,
): Promise<ChatUpdateOutcome> {
  const target = await chatOfUser(deps.db, user, id);
  const { macro, change } = await runnableChatMacro(deps, user, run.macro_id, target.spaceId);
  if (macroTemplateId(macro) !== null) throw new ApiFailure(400, 'macroNeedsReply');
  return changeChat(deps, user, id, run.version, change, language, () => [chatMacroLine(macro)]);
}
