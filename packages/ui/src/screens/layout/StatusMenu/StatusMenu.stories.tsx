import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LONG_WORD } from '../../../components/storySupport/narrow.tsx';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { StatusMenu, type StatusMenuGroup } from './StatusMenu.tsx';

const demo: StatusMenuGroup = {
  spaceId: 1,
  spaceName: 'Demo workspace',
  statuses: [
    { id: 1, name: 'В сети', color: 'green' },
    { id: 2, name: 'Перерыв', color: 'yellow' },
    { id: 3, name: 'Занят', color: 'red' },
    { id: 4, name: 'Не в сети', color: 'gray' },
  ],
};
const support: StatusMenuGroup = {
  spaceId: 2,
  spaceName: 'Support team',
  statuses: [
    { id: 11, name: 'На линии', color: '#1e8e3e' },
    { id: 12, name: 'Обучение', color: '#7b1fa2' },
  ],
};

const onChoose = fn();

// The view of the top bar's status menu: props only (the data-connected one is Screens/Session/StatusMenu).
const meta = {
  title: 'Components/StatusMenu',
  component: StatusMenu,
  args: { current: demo.statuses[0]!, groups: [demo], pending: false, onChoose },
  beforeEach: () => void onChoose.mockClear(),
} satisfies Meta<typeof StatusMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: storyT(globals)('status:menu.trigger', { name: 'В сети' }) }),
    ).toHaveAttribute('aria-haspopup', 'true');
    // "My status", not a connection light: the label is seen, not only announced.
    await expect(within(canvasElement).getByText(storyT(globals)('status:menu.mine'))).toBeVisible();
  },
};

export const OpenWithTheCurrentStatusChecked: Story = {
  tags: ['shot'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((node) => node.textContent)).toEqual(['В сети', 'Перерыв', 'Занят', 'Не в сети']);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(items[1]).toHaveAttribute('aria-checked', 'false');
  },
};

// Several spaces: a group per space, headed by its name.
export const SeveralSpaces: Story = {
  tags: ['shot'],
  args: { groups: [demo, support] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const menu = await screen.findByRole('menu');
    const groups = within(menu).getAllByRole('group');
    await expect(groups).toHaveLength(2);
    await expect(groups[1]).toHaveAccessibleName('Support team');
    await expect(
      within(groups[1]!)
        .getAllByRole('menuitemradio')
        .map((node) => node.textContent),
    ).toEqual(['На линии', 'Обучение']);
  },
};

export const Pending: Story = {
  tags: ['shot'],
  args: { pending: true },
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', {
      name: storyT(globals)('status:menu.triggerSaving', { name: 'В сети' }),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const NoStatusYet: Story = {
  tags: ['shot'],
  args: { current: null, groups: [] },
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: t('status:menu.trigger', { name: t('status:menu.none') }) }),
    );
    await expect(await screen.findByRole('menu')).toHaveTextContent(t('status:menu.empty'));
  },
};

export const ChoosesAStatusWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onChoose).toHaveBeenCalledOnce();
    await expect(onChoose).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The closed menu gives the focus back to its button: waited for, as a busy machine may take a frame longer.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const AVeryLongStatusName: Story = {
  tags: ['shot'],
  args: {
    current: { id: 9, name: LONG_WORD, color: 'green' },
    groups: [{ ...demo, statuses: [{ id: 9, name: LONG_WORD, color: 'green' }] }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
