import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { localeOf } from '../../../storySupport/location.ts';
import { OtherSettingsScreen } from './OtherSettingsScreen.tsx';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';

const TEXTS = {
  ru: {
    main: 'Пространство',
    sections: 'Разделы',
    name: 'Название пространства',
    templates: 'Шаблоны ответов',
    macros: 'Макросы',
    changedMeanwhile: 'другой администратор сохранил настройки пространства',
    save: 'Сохранить настройки',
    saved: 'Настройки сохранены',
    nameRequired: 'Введите название пространства',
    retry: 'Повторить',
  },
  en: {
    main: 'Workspace',
    sections: 'Sections',
    name: 'Workspace name',
    templates: 'Reply templates',
    macros: 'Macros',
    changedMeanwhile: 'another administrator saved the workspace settings',
    save: 'Save settings',
    saved: 'Settings saved',
    nameRequired: "Enter the workspace's name",
    retry: 'Try again',
  },
} as const;

const ready = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('region', { name }, { timeout: 5000 });

// /settings/other against the recorded server (docs/mocks.md: otherSettings).
const meta = {
  title: 'Screens/WorkspaceSettings/Other',
  component: OtherSettingsScreen,
  parameters: { layout: 'fullscreen', route: '/settings/other', session: 'signedIn', recorded: ['otherSettings'] },
} satisfies Meta<typeof OtherSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.otherSettings);

export const Loading: Story = states.Loading;

export const Error: Story = states.Error;

// The demo workspace: every section on, two-factor not required.
export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const main = await ready(canvasElement, texts.main);
    await expect(within(main).getByLabelText(texts.name)).toHaveValue('Demo workspace');
    const sections = await ready(canvasElement, texts.sections);
    const boxes = within(sections).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(15);
    for (const box of boxes) await expect(box).toBeChecked();
  },
};

export const SwitchesASectionOff: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const sections = await ready(canvasElement, texts.sections);
    await userEvent.click(within(sections).getByRole('checkbox', { name: texts.templates }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(canvasElement).findByText(texts.saved)).toBeInTheDocument();
    await expect(within(sections).getByRole('checkbox', { name: texts.templates })).not.toBeChecked();
  },
};

// Two administrators (docs/error-types.md conflict): this page was opened while reply templates were off, another
// administrator switched them back on; switching macros off here is refused with the server's text, and the form
// keeps what this administrator chose (macros off), to check and save again.
export const RefusesASaveBegunBeforeAnothers: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const sections = await ready(canvasElement, texts.sections);
    await userEvent.click(within(sections).getByRole('checkbox', { name: texts.macros }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(canvasElement).findByText(texts.changedMeanwhile, { exact: false })).toBeInTheDocument();
    await expect(within(sections).getByRole('checkbox', { name: texts.macros })).not.toBeChecked();
    await expect(within(canvasElement).queryByText(texts.saved)).toBeNull();
  },
};

export const RefusesAnEmptyName: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const main = await ready(canvasElement, texts.main);
    await userEvent.clear(within(main).getByLabelText(texts.name));
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await expect(await within(main).findByText(texts.nameRequired)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.otherSettings.saving),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await ready(canvasElement, texts.main);
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
  },
};

export const ShowsTheServerTextWhenSavingFails: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.otherSettings.saveFailed),
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    await ready(canvasElement, texts.main);
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(
        within(canvasElement)
          .getAllByRole('alert')
          .some((a) => a.textContent !== ''),
      ).toBe(true),
    );
  },
};
