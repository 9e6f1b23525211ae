import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { RouteGuard } from '../../session/RouteGuard/RouteGuard.tsx';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { TemplateScreen } from './TemplateScreen.tsx';

// /settings/templates/{id} and /settings/templates/new replaying the templateSettings recording (docs/mocks.md): the
// seed's 'Приветствие' (template 1, every network), edited meanwhile by another editor in the recording.
const meta = {
  title: 'Screens/ReplyTemplates/Template',
  component: TemplateScreen,
  parameters: { layout: 'fullscreen', route: '/settings/templates/1', session: 'signedIn', recorded: ['templateSettings'] },
} satisfies Meta<typeof TemplateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type T = ReturnType<typeof storyT>;
const textField = (canvasElement: HTMLElement, t: T) =>
  within(canvasElement).findByRole('textbox', { name: t('replyTemplates:form.text') }, { timeout: 5000 });
const variableButton = (canvasElement: HTMLElement, t: T, name: 'author' | 'account' | 'operator') =>
  within(canvasElement).getByRole('button', { name: `${t(`replyTemplates:variables.${name}`)} {${name}}` });

const states = settingsPageStates<Story>(scenarios.templateSettings);
// Tags written here: Storybook's indexer reads a story's tags from its literal, not from a spread.
export const Loading: Story = { ...states.Loading, tags: ['shot'] };
export const Error: Story = { ...states.Error, tags: ['shot'] };

// spec §2.5, §6: without the templates role the route guard says 'No access'.
export const NoAccess: Story = {
  parameters: { session: { email: 'moderator@demo.local' } },
  render: () => (
    <RouteGuard>
      <TemplateScreen />
    </RouteGuard>
  ),
  play: async ({ canvasElement, globals }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(heading).toHaveTextContent(storyT(globals)('shell:noAccess.title'));
  },
};

// The template with its scope and a preview counted against the limit of every network (5000).
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const text = 'Здравствуйте! Спасибо, что написали нам. Чем мы можем помочь?';
    await expect(await textField(canvasElement, t)).toHaveValue(text);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: t('replyTemplates:form.name') })).toHaveValue('Приветствие');
    await expect(canvas.getByTestId('template-preview')).toHaveTextContent(text);
    await expect(
      canvas.getByLabelText(t('replyTemplates:form.counterLabel', { used: text.length, max: 5000 })),
    ).toBeInTheDocument();
  },
};

// A variable button inserts at the caret; the preview shows the sample value; an unknown {word} is flagged.
export const InsertsVariablesAndFlagsUnknownOnes: Story = {
  parameters: { route: '/settings/templates/new' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const box = await textField(canvasElement, t);
    await userEvent.type(box, 'Привет, !');
    (box as HTMLTextAreaElement).setSelectionRange(8, 8);
    await userEvent.click(variableButton(canvasElement, t, 'author'));
    await expect(box).toHaveValue('Привет, {author}!');
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('template-preview')).toHaveTextContent(`Привет, ${t('replyTemplates:sample.author')}!`);
    await userEvent.type(box, ' {{autor}');
    await expect(
      await canvas.findByText(t('replyTemplates:form.unknownVariables', { count: 1, names: '{autor}' })),
    ).toBeInTheDocument();
  },
};

// Saved empty: both fields say what they need, nothing is sent.
export const FormInvalid: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/templates/new' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await textField(canvasElement, t);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('replyTemplates:form.create') }));
    await expect(await within(canvasElement).findByText(t('replyTemplates:form.nameRequired'))).toBeInTheDocument();
    await expect(within(canvasElement).getByText(t('replyTemplates:form.textRequired'))).toBeInTheDocument();
  },
};

// The seed's long apology (template 4) scoped to X: over its 280 weighted characters, saving is not offered.
export const TooLongForTheNetwork: Story = {
  tags: ['shot'],
  parameters: { route: '/settings/templates/4' },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await textField(canvasElement, t);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('replyTemplates:form.network') }), 'twitter');
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(/X/);
    await expect(canvas.getByRole('button', { name: t('replyTemplates:form.save') })).toBeDisabled();
  },
};

// Another editor changed the template after this form opened: refused with their text, the edit stays.
export const Conflict: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const box = await textField(canvasElement, t);
    await userEvent.clear(box);
    await userEvent.type(box, 'Добрый день, ');
    await userEvent.click(variableButton(canvasElement, t, 'author'));
    await userEvent.type(box, '!');
    await expect(box).toHaveValue('Добрый день, {author}!');
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('replyTemplates:form.save') }));
    const refusal = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(refusal.textContent ?? '').not.toBe(''));
    await expect(box).toHaveValue('Добрый день, {author}!');
  },
};

// Deleting asks first, saying what happens.
export const DeleteConfirm: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await textField(canvasElement, t);
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('replyTemplates:form.delete') }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).getByText(t('replyTemplates:delete.text'))).toBeInTheDocument();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Приветствие');
  },
};

// A new template for VK: created, then the list.
export const CreatesATemplate: Story = {
  parameters: { route: '/settings/templates/new' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    const box = await textField(canvasElement, t);
    await userEvent.type(canvas.getByRole('textbox', { name: t('replyTemplates:form.name') }), 'Благодарность');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('replyTemplates:form.network') }), 'vk');
    await userEvent.type(box, 'Спасибо, ');
    await userEvent.click(variableButton(canvasElement, t, 'author'));
    await userEvent.type(box, '! Передадим команде.');
    await userEvent.click(canvas.getByRole('button', { name: t('replyTemplates:form.create') }));
    await expectNavigatedTo(loaded, '/settings/templates');
  },
};
