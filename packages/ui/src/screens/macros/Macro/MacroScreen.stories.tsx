import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { MacroScreen } from './MacroScreen.tsx';

// /settings/macros/{id} and /settings/macros/new replaying the macros recording (docs/mocks.md): 'Взять в работу'
// (macro 1: status, a tag, priority; Alt+1) and 'Спасибо и закрыть' (a template, close; Ctrl+Shift+M).
const meta = {
  title: 'Screens/Macros/Macro',
  component: MacroScreen,
  parameters: {
    layout: 'fullscreen',
    route: '/settings/macros/1',
    session: 'signedIn',
    recorded: ['macros'],
  },
} satisfies Meta<typeof MacroScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.macros);
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;

const nameField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).findByRole('textbox', { name: label }, { timeout: 5000 });

// The macro's three actions in order, each with its value picker.
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await nameField(canvasElement, t('macros:form.name'))).toHaveValue('Взять в работу');
    await expect(canvas.getByRole('textbox', { name: t('macros:form.shortcut') })).toHaveValue('Alt+1');
    for (const n of [1, 2, 3])
      await expect(canvas.getByRole('region', { name: t('macros:form.action', { n }) })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: t('macros:form.moveUp', { n: 1 }) })).toBeDisabled();
  },
};

// A new macro needs a name and an action before the server is asked.
export const Validation: Story = {
  parameters: { route: '/settings/macros/new' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await nameField(canvasElement, t('macros:form.name'));
    await userEvent.click(canvas.getByRole('button', { name: t('macros:form.create') }));
    await expect(await canvas.findByText(t('macros:form.nameRequired'))).toBeInTheDocument();
    await expect(canvas.getByText(t('macros:form.actionsRequired'))).toBeInTheDocument();
  },
};

// Another macro has Alt+1: refused before saving, naming it; a single key is refused too.
export const ShortcutClash: Story = {
  parameters: { route: '/settings/macros/new' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await userEvent.type(await nameField(canvasElement, t('macros:form.name')), 'Дубль');
    const shortcut = canvas.getByRole('textbox', { name: t('macros:form.shortcut') });
    await userEvent.type(shortcut, 'alt+1');
    await userEvent.click(canvas.getByRole('button', { name: t('macros:form.addAction') }));
    await userEvent.click(canvas.getByRole('button', { name: t('macros:form.create') }));
    await expect(await canvas.findByText(t('macros:shortcutProblems.taken', { name: 'Взять в работу' }))).toBeInTheDocument();
    await userEvent.clear(shortcut);
    await userEvent.type(shortcut, 'e');
    await userEvent.click(canvas.getByRole('button', { name: t('macros:form.create') }));
    await expect(await canvas.findByText(t('macros:shortcutProblems.invalid'))).toBeInTheDocument();
  },
};

// Another administrator saved the macro after this form opened: refused with their text, the edit stays.
export const Conflict: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const name = await nameField(canvasElement, t('macros:form.name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'В работу');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('macros:form.save') }));
    const refusal = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(refusal.textContent ?? '').not.toBe(''));
    await expect(name).toHaveValue('В работу');
  },
};

// Deleting asks first.
export const AsksBeforeDeleting: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await nameField(canvasElement, t('macros:form.name'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('macros:form.delete') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('macros:delete.text'))).toBeInTheDocument();
  },
};
