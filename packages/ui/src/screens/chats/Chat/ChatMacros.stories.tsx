import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Message } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { isMobileWidth, storyT } from '../../../components/storySupport/storyLocale.ts';
import { focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { atRecordedNow, chatStoryParameters, recordedChatOf, replayChats } from './chatStorySupport.tsx';
import { ChatScreen } from './ChatScreen.tsx';

// The chat page's macros (docs/macros.md "On a chat") replaying the macros recording (apps/server/src/recording/
// scripts/macros.ts): the side panel lists the space's macros with their shortcuts; the operator runs 'Взять в работу'
// (Alt+1) on the chat as one change and the thread shows its one activity line (the run's socket message).
const CHAT = recordedChatOf('macros');
const TRIAGE = 'Взять в работу';

const meta = {
  title: 'Screens/Chats/ChatMacros',
  component: ChatScreen,
  args: { id: CHAT.id },
  decorators: [atRecordedNow],
  beforeEach: ({ msw, loaded }) => void msw.use(...replayChats(loaded, 'macros')),
  parameters: chatStoryParameters(CHAT),
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The activity line the run wrote, as its socket message carried it. */
function ranLine(globals: Record<string, unknown>): string {
  const run = RECORDINGS.macros.steps.find((step) => step.method === 'POST' && step.path === `/v1/chats/${CHAT.id}/macro`)!;
  const heard = run.socket.flatMap((one): Message[] => (one.method === 'messages.new' ? (one.messages as Message[]) : []));
  const line = heard.find((message) => message.activity?.field === 'macro')!;
  return storyT(globals)('chats:message.activity.macro', { user: line.activity!.user!.name, to: line.activity!.to });
}

const runButton = async (canvasElement: HTMLElement, globals: Record<string, unknown>) => {
  const t = storyT(globals);
  // On a phone the side panel is a view of its own: opened by its toggle.
  if (isMobileWidth())
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: t('chats:chat.showPanel') }, { timeout: 5000 }),
    );
  return within(canvasElement).findByRole('button', { name: t('macros:run.runNamed', { name: TRIAGE }) }, { timeout: 5000 });
};

// The side panel lists each macro with its shortcut and a run button.
export const ListsTheMacrosInTheSidePanel: Story = {
  play: async ({ canvasElement, globals }) => {
    const button = await runButton(canvasElement, globals);
    const row = button.closest('li')!;
    await expect(within(row).getByText(TRIAGE)).toBeInTheDocument();
    await expect(row).toHaveTextContent('Alt+1');
  },
};

export const RunsAMacroFromTheSidePanel: Story = {
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(await runButton(canvasElement, globals));
    if (isMobileWidth())
      await userEvent.click(within(canvasElement).getByRole('button', { name: storyT(globals)('chats:chat.hidePanel') }));
    await expect(await within(canvasElement).findByText(ranLine(globals), {}, { timeout: 5000 })).toBeInTheDocument();
  },
};

// Alt+1 runs it as on the item page; the thread shows one line, the macro's.
export const RunsAMacroByItsShortcut: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await within(canvasElement).findByRole('region', { name: t('chats:chat.thread') }, { timeout: 5000 });
    // The macros have loaded once the panel lists them (on a phone: opened, then closed again).
    await runButton(canvasElement, globals);
    if (isMobileWidth()) await userEvent.click(within(canvasElement).getByRole('button', { name: t('chats:chat.hidePanel') }));
    focusPage();
    await userEvent.keyboard('{Alt>}1{/Alt}');
    await expect(await within(canvasElement).findAllByText(ranLine(globals), {}, { timeout: 5000 })).toHaveLength(1);
  },
};

// An administrator changed the chat after the operator opened it: nothing applied, the notice of the item page, run again.
const STALE = recordedChatOf('macros', 1);
export const SaysSomeoneChangedTheChatFirst: Story = {
  args: { id: STALE.id },
  parameters: chatStoryParameters(STALE),
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await runButton(canvasElement, globals));
    const alert = await within(canvasElement).findByText(
      t('macros:run.conflictTitleChat', { name: TRIAGE }),
      {},
      { timeout: 5000 },
    );
    await expect(alert).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: t('macros:run.rerun') })).toBeInTheDocument();
  },
};
