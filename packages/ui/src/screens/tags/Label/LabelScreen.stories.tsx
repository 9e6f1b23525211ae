import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { LabelScreen } from './LabelScreen.tsx';

// /settings/labels/{id} replaying the labelSettings recording (docs/mocks.md): the seed's 'Постоянный клиент' (label 1,
// on 10 authors), renamed meanwhile by another administrator in the recording.
const meta = {
  title: 'Screens/Tags/Label',
  component: LabelScreen,
  parameters: { layout: 'fullscreen', route: '/settings/labels/1', session: 'signedIn', recorded: ['labelSettings'] },
} satisfies Meta<typeof LabelScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const nameField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('textbox', { name: label }, { timeout: 5000 });

export const Loading: Story = {
  tags: ['shot'],
  beforeEach: ({ msw }) => void msw.use(...scenarios.labelSettings.slow),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar')).toBeInTheDocument();
  },
};

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await nameField(canvasElement, t('tags:form.name'))).toHaveValue('Постоянный клиент');
    await expect(
      within(canvasElement).getByRole('link', { name: t('tags:labels.authorsCount', { count: 10 }) }),
    ).toBeInTheDocument();
  },
};

export const Validation: Story = {
  parameters: { route: '/settings/labels/new' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.create') }));
    await expect(await within(canvasElement).findByText(t('tags:form.nameRequired'))).toBeInTheDocument();
  },
};

// Another administrator renamed the label after this form opened: refused with their text, the edit stays.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const name = await nameField(canvasElement, t('tags:form.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Клиент');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.save') }));
    const refusal = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(refusal.textContent ?? '').not.toBe(''));
    await expect(name).toHaveValue('Клиент');
  },
};

// Deleting says first how many authors lose the label.
export const SaysWhatDeletingDoes: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('tags:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('tags:form.delete') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('tags:labels.delete.text', { count: 10 }))).toBeInTheDocument();
  },
};
