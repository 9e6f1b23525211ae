import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { IssueDetail } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { IssueAttachments } from './IssueAttachments.tsx';

// An issue's files replaying the issueFiles recording (docs/mocks.md; apps/server/src/recording/scripts/issueFiles.ts):
// the operator's issue without files, with a PDF and a text file he added, and after he removed the text file.
const steps = RECORDINGS.issueFiles.steps;
const details = steps.filter((s) => s.method === 'GET' && /^\/v1\/issues\/\d+$/.test(s.path));
const detail = (k: number) => details[k]!.answer as IssueDetail;
const [empty, withFiles, afterRemoval] = [detail(0), detail(1), detail(2)];
const issueId = empty.issue.id;
// The bytes and names the recording uploaded (issueFiles.ts ISSUE_FILES_PDF), so the replay finds its answer.
const pdf = () => new File([new TextEncoder().encode('%PDF-1.4\n%счёт\n')], 'счёт №42.pdf', { type: 'application/pdf' });
const noAccept = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Screens/Issues/IssueAttachments',
  component: IssueAttachments,
  parameters: { session: { email: 'operator@demo.local' }, recorded: ['issueFiles'] },
  args: { issueId, attachments: withFiles.attachments, canWrite: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IssueAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

// Two files with size and who added them; the operator added both, so he may remove both.
export const Files: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    for (const file of withFiles.attachments) {
      await expect(canvas.getByRole('button', { name: t('issues:files.download', { name: file.name }) })).toBeInTheDocument();
      await expect(
        await canvas.findByRole('button', { name: t('issues:files.remove', { name: file.name }) }),
      ).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: t('issues:files.add') })).toBeEnabled();
  },
};

// No file yet: the PDF chosen goes up (the recorded upload) and is listed.
export const Upload: Story = {
  args: { attachments: empty.attachments },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('issues:files.empty'))).toBeInTheDocument();
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(
      await canvas.findByRole('button', { name: t('issues:files.download', { name: 'счёт №42.pdf' }) }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

// A page and a too large file are refused before anything is sent, each said with its name.
export const Refused: Story = {
  tags: ['shot'],
  args: { attachments: empty.attachments },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const page = new File(['<b>hi</b>'], 'страница.html', { type: 'text/html' });
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'видео.zip', { type: 'application/zip' });
    await noAccept.upload(fileInput(canvasElement), [page, large]);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('issues:files.problem.type', { name: 'страница.html', mime: 'text/html' }));
    await expect(alert).toHaveTextContent(t('issues:files.problem.tooLarge', { name: 'видео.zip', limit: 10 }));
    await expect(canvas.getByText(t('issues:files.empty'))).toBeInTheDocument();
  },
};

// Removing asks first; confirmed, the recorded removal takes the text file away.
export const Remove: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const removed = withFiles.attachments.find((file) => !afterRemoval.attachments.some((kept) => kept.id === file.id))!;
    await userEvent.click(await canvas.findByRole('button', { name: t('issues:files.remove', { name: removed.name }) }));
    const dialog = within(await within(document.body).findByRole('alertdialog', {}, { timeout: 5000 }));
    await userEvent.click(dialog.getByRole('button', { name: t('issues:files.confirm.confirm') }));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: t('issues:files.download', { name: removed.name }) })).not.toBeInTheDocument(),
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(afterRemoval.attachments.length);
  },
};

// The reader sees and downloads the files; no adding, no removing.
export const ReadOnly: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'reader@demo.local' } },
  args: { attachments: afterRemoval.attachments, canWrite: false },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const [file] = afterRemoval.attachments;
    await expect(canvas.getByRole('button', { name: t('issues:files.download', { name: file!.name }) })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('issues:files.add') })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: t('issues:files.remove', { name: file!.name }) })).not.toBeInTheDocument();
  },
};
