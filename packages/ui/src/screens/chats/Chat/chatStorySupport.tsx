import type { Decorator } from '@storybook/react-vite';
import { http, type HttpHandler } from 'msw';
import { RECORDED_SEED_NOW, type Chat, type ServerMessage } from '@console/api/contract';
import { heardBy, notRecorded, RECORDINGS, recordedAskerOf, replayHandlers, type RecordingName } from '@console/api/mocks';
import { chatsFeed, type ChatsFeedMessage } from '../../../data/chatsFeed.ts';
import { NowProvider } from '../../../data/now.tsx';
import { SHELL_VIEWPORTS } from '../../session/AppShell/appShellStorySupport.tsx';

// The chats' stories replay what the server answered on the test seed (docs/mocks.md): the chats' recordings for the
// story's signed-in user, with the socket messages of each replayed write delivered to the chats live feed.

const CHAT_METHODS = new Set(['chats.new', 'chats.changed', 'chats.gone', 'messages.new', 'messages.changed', 'typing']);
const chatsMessages = (messages: readonly ServerMessage[]) =>
  messages.filter((message) => CHAT_METHODS.has(message.method)) as unknown as ChatsFeedMessage[];

/** The socket messages a recorded write caused, to the chats live feed (as the shell's socket hands them over). */
export const toChatsFeed = (messages: readonly ServerMessage[]): void => chatsFeed.publish(chatsMessages(messages));

/** Handlers replaying the chats' recordings for the story's user; a replayed write's socket messages go live. */
// The asker is the story's user by the recorded token (docs/mocks.md); `_loaded` is no longer needed.
export const replayChats = (_loaded: Record<string, unknown>, ...names: RecordingName[]): HttpHandler[] => {
  const as = recordedAskerOf;
  return [
    // One replay of the recordings' steps in turn: two recordings of one endpoint (the list, the author's chats) each
    // answer their own queries.
    ...replayHandlers(
      // issueLinks: the chat's issues (none) the page reads beside (docs/issues.md); a story's own recordings come first.
      { script: names.join(', '), about: '', steps: [...names, 'issueLinks' as const].flatMap((name) => RECORDINGS[name].steps) },
      { as, onSocket: toChatsFeed },
    ),
    // Nothing of the chats is answered by hand: a request the recordings lack fails and names itself.
    http.all(/\/v1\/chats(\/|\?|$)/, ({ request }) => {
      const url = new URL(request.url);
      return notRecorded(names.join(', '), `${request.method} ${url.pathname}${url.search}`);
    }),
  ];
};

/**
 * The `n`th chat a recording opens (its GETs of v1/chats/{id} that found one, as `as`): the story's route param, never
 * a literal id.
 */
export function recordedChatOf(name: RecordingName, n = 0, as = 'operator'): Chat {
  const chats = RECORDINGS[name].steps
    .filter((one) => one.method === 'GET' && one.as === as && one.status === 200 && /^\/v1\/chats\/\d+$/.test(one.path))
    .map((one) => (one.answer as { chat: Chat }).chat);
  const chat = chats.filter((one, k) => chats.findIndex((other) => other.id === one.id) === k)[n];
  if (!chat) throw new Error(`${name}: no chat ${n} read as ${as}`);
  return chat;
}

/** The `n`th write of a recording (0: the first): its path names the message or chat a story acts on. */
export const recordedWriteOf = (name: RecordingName, n = 0) => RECORDINGS[name].steps.filter((step) => step.method !== 'GET')[n]!;

/** The socket messages of a recording's `n`th write (0: the first), as the socket of the user who wrote heard them. */
export const recordedSocketOf = (name: RecordingName, n = 0): ServerMessage[] => {
  const write = recordedWriteOf(name, n);
  return heardBy(write, write.as);
};

/** The chats socket messages carry (chats.new, chats.changed). */
export const chatsIn = (messages: readonly ServerMessage[]): Chat[] =>
  messages.flatMap((message) => ('chats' in message ? (message.chats as Chat[]) : []));

/** The chats of the recorded list (the operator's first page), newest first. */
export const recordedChats = (): Chat[] => (RECORDINGS.chatsList.steps[0]!.answer as { items: Chat[] }).items;

/** The stories' clock: the recording server's instant (a minute after the test seed), so relative times agree. */
export const atRecordedNow: Decorator = (Story) => (
  <NowProvider now={RECORDED_SEED_NOW + 60_000}>
    <Story />
  </NowProvider>
);

/** The chat page's story parameters: the operator on a recorded chat's page, full screen, with the shell's widths. */
export const chatStoryParameters = (chat: Pick<Chat, 'id'>, search = '') => ({
  layout: 'fullscreen',
  route: `/chats/${chat.id}/messages${search}`,
  session: { email: 'operator@demo.local' },
  viewport: { options: SHELL_VIEWPORTS },
  recorded: true,
});
