import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { expectNavigatedTo, historyOf, localeOf } from '../../../storySupport/location.ts';
import { AppShell } from './AppShell.tsx';
import { fakeHistory, shellArgs, shellParameters, viewport } from './appShellStorySupport.tsx';
import { SHELL_TEXTS as T } from './appShellTexts.ts';

// The top bar by route (spec §2.5): title from the route registry, the back arrow, the filter button and its count.
const meta = {
  title: 'Screens/Session/AppShell/TopBar',
  component: AppShell,
  args: shellArgs(),
  parameters: shellParameters,
  globals: viewport('desktop'),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

// No earlier page of the console in this tab: the back arrow goes to the parent route.
export const BackArrowOnACommentPage: Story = {
  tags: ['shot'],
  parameters: { route: '/items/7' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = T[localeOf(globals)];
    const bar = within(canvasElement).getByRole('banner');
    await expect(bar).toHaveTextContent(t.comment);
    // The comment page has no filter button; the comments list has.
    await expect(within(bar).queryByRole('button', { name: t.filters0 })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: t.back }));
    await expectNavigatedTo(loaded, '/items');
    await expect(within(bar).queryByRole('button', { name: t.back })).toBeNull();
  },
};

export const BackArrowGoesBackInHistory: Story = {
  args: { history: fakeHistory(true) },
  parameters: { route: '/settings/tags/3/children' },
  play: async ({ canvasElement, globals, loaded, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: T[localeOf(globals)].back }));
    await expect((args.history as ReturnType<typeof fakeHistory>).backs).toBe(1);
    await expect(historyOf(loaded)).toEqual(['/settings/tags/3/children']);
  },
};

export const BackArrowOnASettingsSubpage: Story = {
  parameters: { route: '/settings/tags/3/children' },
  play: async ({ canvasElement, globals, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: T[localeOf(globals)].back }));
    await expectNavigatedTo(loaded, '/settings/tags/3');
  },
};

// spec §2.5: limit does not count: one applied filter.
export const FilterCountOnTheCommentsList: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/items?status[]=new&limit=50' },
  play: async ({ canvasElement, globals }) => {
    const t = T[localeOf(globals)];
    const bar = within(canvasElement).getByRole('banner');
    await expect(bar).toHaveTextContent(t.comments);
    await expect(within(bar).queryByRole('button', { name: t.back })).toBeNull();
    await expect(within(bar).getByRole('button', { name: t.filters1 })).toHaveTextContent('1');
  },
};

// spec §2.5: on the dashboard only object_id, company_id and provider count.
export const FilterCountOnTheDashboard: Story = {
  tags: ['shot-variants'],
  parameters: { route: '/dashboard?object_id[]=1&object_id[]=2&provider=vk&period=7d&status[]=new' },
  play: async ({ canvasElement, globals }) => {
    const t = T[localeOf(globals)];
    const bar = within(canvasElement).getByRole('banner');
    await expect(bar).toHaveTextContent(t.dashboard);
    // The errors button comes with the accounts and moves the filter button: open the popover after it, or the
    // popover stays where its trigger was.
    await within(bar).findByRole('button', { name: t.errors1 });
    await userEvent.click(within(bar).getByRole('button', { name: t.filters2 }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('1, 2');
    await expect(dialog).toHaveTextContent('vk');
    await expect(dialog).not.toHaveTextContent('7d');
  },
};

export const ResetsTheFiltersAndKeepsTheRest: Story = {
  parameters: { route: '/items?status[]=new&tag_id[]=3&limit=50' },
  play: async ({ canvasElement, globals, loaded }) => {
    const t = T[localeOf(globals)];
    await userEvent.click(within(canvasElement).getByRole('button', { name: t.filters2 }));
    await userEvent.click(await screen.findByRole('button', { name: t.reset }));
    await expectNavigatedTo(loaded, '/items?limit=50');
    await expect(within(canvasElement).getByRole('button', { name: t.filters0 })).toBeInTheDocument();
  },
};
