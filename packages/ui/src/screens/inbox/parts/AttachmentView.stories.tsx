import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoAttachment, HOSTILE_FILE_NAMES } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { AttachmentView } from './AttachmentView.tsx';

/** A picture drawn inline: the story loads nothing from the network. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f4d8b0"/>' +
      '<circle cx="160" cy="100" r="60" fill="#8a5a2b"/></svg>',
  );
const FILE_HREF = 'https://api-1.console.test/v1/attachments/2?exp=4102444800&sig=demo';

// A file of a chat message or of our item reply (spec §2.3 attachments): a picture previewed, a file as a download
// with name and size, a sender's name with hidden characters shown as codes (quality.md "Security").
const meta = {
  title: 'Screens/Inbox/AttachmentView',
  component: AttachmentView,
  args: { attachment: demoAttachment(1, 'image', 'чек.png', 48_213), href: PICTURE },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttachmentView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement, globals }) => {
    const name = storyT(globals)('composer:attachment.image', { name: 'чек.png' });
    await expect(within(canvasElement).getByRole('img', { name })).toHaveAttribute('src', PICTURE);
  },
};

export const File: Story = {
  args: { attachment: demoAttachment(2, 'file', 'договор №17.pdf', 1_532_004), href: FILE_HREF },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveTextContent(/договор №17\.pdf, 1[,.]5/);
    await expect(link).toHaveAttribute('download', 'договор №17.pdf');
  },
};

export const HostileFileName: Story = {
  args: { attachment: demoAttachment(3, 'file', HOSTILE_FILE_NAMES[0]!, 2_048), href: FILE_HREF },
  play: async ({ canvasElement, globals }) => {
    const link = within(canvasElement).getByRole('link');
    // The override is shown as its code: the name cannot pass for 'заказ №42exe.txt'.
    await expect(link).toHaveTextContent('заказ №42⟦U+202E⟧txt.exe');
    await expect(link.querySelector('bdi')).toHaveAttribute('title', storyT(globals)('composer:attachment.hiddenCharacters'));
  },
};

export const MarkupInFileName: Story = {
  args: { attachment: demoAttachment(4, 'file', HOSTILE_FILE_NAMES[3]!, 900), href: FILE_HREF },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('<img src=x onerror="window.__hostile=true">.png');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const NotAWebAddress: Story = {
  args: { attachment: demoAttachment(5, 'image', 'фото.jpg', 512), href: null },
  play: async ({ canvasElement }) => {
    // An address that is not http(s) gives the name and size only: no link, no preview.
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement).toHaveTextContent('фото.jpg');
  },
};
