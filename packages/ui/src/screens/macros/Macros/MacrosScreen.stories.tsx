import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scenarios } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { settingsPageStates } from '../../../storySupport/settingsPageStates.ts';
import { MacrosScreen } from './MacrosScreen.tsx';

// /settings/macros replaying the administrator's macros (the macros recording, docs/mocks.md).
const meta = {
  title: 'Screens/Macros/Macros',
  component: MacrosScreen,
  parameters: { layout: 'fullscreen', route: '/settings/macros', session: 'signedIn', recorded: ['macros'] },
} satisfies Meta<typeof MacrosScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = settingsPageStates<Story>(scenarios.macros);
export const Loading: Story = states.Loading;
export const Error: Story = states.Error;

export const Empty: Story = {
  beforeEach: ({ msw }) => void msw.use(...scenarios.macros.empty),
  play: async ({ canvasElement, globals }) => {
    await expect(
      await within(canvasElement).findByText(storyT(globals)('macros:none'), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

// The two macros of the recording, each with its shortcut and how many actions it runs.
export const Ready: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Взять в работу' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/settings/macros/1',
    );
    await expect(canvas.getByText(`Alt+1 · ${t('macros:actionsCount', { count: 3 })}`)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t('macros:newMacro') })).toHaveAttribute('href', '/settings/macros/new');
  },
};
