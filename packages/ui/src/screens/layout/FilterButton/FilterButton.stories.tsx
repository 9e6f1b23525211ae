import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FilterButton } from './FilterButton.tsx';

const localeOf = (globals: Record<string, unknown>) => (globals['locale'] === 'en' ? 'en' : 'ru');
const TEXTS = {
  ru: {
    none: 'Фильтры',
    one: 'Фильтры, применён 1',
    two: 'Фильтры, применено 2',
    reset: 'Сбросить фильтры',
    empty: /не применены/,
  },
  en: { none: 'Filters', one: 'Filters, 1 applied', two: 'Filters, 2 applied', reset: 'Reset filters', empty: /No filters/ },
} as const;

const meta = {
  title: 'Components/FilterButton',
  component: FilterButton,
  args: {
    filters: [
      { name: 'status', label: 'Status', values: ['new', 'inprogress'] },
      { name: 'tag_id', label: 'Tags', values: ['4'] },
    ],
    onReset: fn(),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof FilterButton>;

export default meta;
type Story = StoryObj<typeof meta>;

// spec §2.5: the number of applied filters is on the button.
export const TwoFilters: Story = {
  tags: ['shot'],
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].two });
    await expect(button).toHaveTextContent('2');
  },
};

export const OneFilter: Story = {
  tags: ['shot'],
  args: { filters: [{ name: 'status', label: 'Status', values: ['new'] }] },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('button', { name: TEXTS[localeOf(globals)].one })).toHaveTextContent('1');
  },
};

export const ShowsAndResetsTheAppliedFilters: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const texts = TEXTS[localeOf(globals)];
    await userEvent.click(within(canvasElement).getByRole('button', { name: texts.two }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Status');
    await expect(dialog).toHaveTextContent('new, inprogress');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reset }));
    await expect(args.onReset).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NoFilters: Story = {
  tags: ['shot'],
  args: { filters: [] },
  play: async ({ canvasElement, globals }) => {
    const texts = TEXTS[localeOf(globals)];
    const button = within(canvasElement).getByRole('button', { name: texts.none });
    await expect(button).not.toHaveTextContent(/\d/);
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog')).toHaveTextContent(texts.empty);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
