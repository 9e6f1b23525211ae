import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RECORDED_SEED_NOW } from '@console/api/contract';
import { scenarios } from '@console/api/mocks';
import { NowProvider } from '../../../data/index.ts';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { localeOf } from '../../../storySupport/location.ts';
import { MyScheduleScreen } from './MyScheduleScreen.tsx';

const TEXTS = {
  ru: { week: 'Неделя команды', online: 'В сети', retry: 'Повторить', morning: '09:00–13:00' },
  en: { week: "The team's week", online: 'Online', retry: 'Try again', morning: '9:00 AM–1:00 PM' },
} as const;

// /settings/users/workinghours/my against the recorded server (the `teamWeek` recording).
const meta = {
  title: 'Screens/WorkSchedule/OneUser',
  component: MyScheduleScreen,
  parameters: { layout: 'fullscreen', route: '/settings/users/workinghours/my', recorded: ['teamWeek'] },
  decorators: [
    (Story) => (
      <NowProvider now={RECORDED_SEED_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof MyScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The operator's own week, read only: weekdays 09–18 with a break.
export const Mine: Story = {
  tags: ['shot'],
  parameters: { session: { email: 'operator@demo.local' } },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const week = await within(canvasElement).findByRole('region', { name: texts.week }, { timeout: 5000 });
    await expect(within(week).getAllByRole('row')).toHaveLength(2);
    await expect(within(week).getAllByRole('listitem')[0]).toHaveTextContent(`${texts.morning} ${texts.online}`);
    await expect(within(week).queryAllByRole('button')).toHaveLength(0);
  },
};

export const MineFailing: Story = {
  parameters: { session: { email: 'operator@demo.local' } },
  beforeEach: ({ msw }) => void msw.use(...scenarios.userSchedule.serverError500),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXTS[localeOf(globals)].retry })).toBeInTheDocument();
  },
};

// The settings role reads its own week here too, with a link to edit its grid where it edits anyone's (/{id}).
export const MineAsAdministrator: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvasElement, globals }) => {
    const link = await within(canvasElement).findByRole(
      'link',
      { name: storyT(globals)('workSchedule:links.editMine') },
      { timeout: 5000 },
    );
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/settings\/users\/workinghours\/5$/));
  },
};
