import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ObjectsWithTagsResponse } from '@console/api/contract';
import type { RecordingName } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { visibleText } from '../../../format/text.ts';
import { recordedRead } from '../../inbox/recordedInbox.ts';
import { AppShell } from '../../session/AppShell/AppShell.tsx';
import { shellArgs, viewport } from '../../session/AppShell/appShellStorySupport.tsx';
import { atRecordedNow, chatStoryParameters, recordedChatOf, replayChats } from './chatStorySupport.tsx';
import { ChatScreen } from './ChatScreen.tsx';

// screens.md "Keyboard": Ctrl/Cmd+K on the chat page offers what the page offers, as on the item page; here the
// author's labels, which chats have where items have tags. The page sits in the shell that holds the palette.
const CHAT = recordedChatOf('chatThread');
const LABELS = recordedRead<ObjectsWithTagsResponse>('world', 'operator', '/v1/objects?tags=true').labels;
// What the page sent to PUT v1/authors/{id}/labels (the side panel's own write).
const sent: number[][] = [];

const meta = {
  title: 'Screens/Chats/Chat/CommandPalette',
  component: ChatScreen,
  args: { id: CHAT.id },
  render: (args) => (
    <AppShell {...shellArgs()}>
      <ChatScreen {...args} />
    </AppShell>
  ),
  decorators: [atRecordedNow],
  beforeEach: ({ msw, loaded }) => {
    sent.length = 0;
    msw.use(
      ...replayChats(loaded, 'chatThread' satisfies RecordingName),
      http.put('*/v1/authors/:id/labels', async ({ request }) => {
        const { labels } = (await request.json()) as { labels: number[] };
        sent.push(labels);
        return HttpResponse.json({ ...CHAT.author, labels });
      }),
    );
  },
  parameters: chatStoryParameters(CHAT),
  globals: viewport('desktop'),
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// Each label the author has not yet is an entry ("Label the author: VIP"); running one adds it through the panel's write.
export const OffersTheAuthorsLabels: Story = {
  name: "offers the author's labels",
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await within(canvasElement).findAllByText(CHAT.excerpt, undefined, { timeout: 5000 });
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: t('shell:palette.title') }, { timeout: 5000 });
    const offered = LABELS.filter((label) => !CHAT.author.labels.includes(label.id));
    await expect(offered.length).toBeGreaterThan(0);
    const entry = (name: string) =>
      within(dialog).findByRole('menuitem', { name: t('shell:palette.choice.label', { value: visibleText(name) }) });
    for (const label of offered) await expect(await entry(label.name)).toBeInTheDocument();
    await userEvent.click(await entry(offered[0]!.name));
    await waitFor(() => expect(sent).toEqual([[...CHAT.author.labels, offered[0]!.id]]));
  },
};
