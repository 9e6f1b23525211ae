import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { EmptyList } from './EmptyList.tsx';

// Worded as the comments list words it (ItemsView): the chats list passes its own namespace's texts the same way.
function ItemsEmptyList({ filtersOn, onReset }: { filtersOn: readonly string[]; onReset: () => void }) {
  const { t } = useTranslation('items');
  return (
    <EmptyList
      nothingText={t('list.nothing')}
      noMatchText={t('list.empty')}
      filtersOn={filtersOn}
      filtersOnText={(names) => t('list.filtersOn', { names })}
      resetLabel={t('list.reset')}
      onReset={onReset}
    />
  );
}

// An empty list says why (screens.md "Comments inbox"): nothing waiting, or nothing matching the filters that are on.
const meta = {
  title: 'Screens/Inbox/EmptyList',
  component: EmptyList,
  args: {
    nothingText: '',
    noMatchText: '',
    filtersOn: [],
    filtersOnText: (names: string) => names,
    resetLabel: '',
    onReset: fn(),
  },
} satisfies Meta<typeof EmptyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingWaiting: Story = {
  render: (args) => <ItemsEmptyList filtersOn={[]} onReset={args.onReset} />,
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(t('items:list.nothing'));
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NothingMatchesTheFilters: Story = {
  render: (args) => <ItemsEmptyList filtersOn={['Новый', 'ВКонтакте']} onReset={args.onReset} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyT(globals);
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(t('items:list.empty'));
    await expect(status).toHaveTextContent(t('items:list.filtersOn', { names: 'Новый, ВКонтакте' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('items:list.reset') }));
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};
