import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Item, ItemsPage } from '@console/api/contract';
import { itemsFeed } from '../../../data/itemsFeed.ts';
import { atFixtureNow, ITEMS_VIEWPORTS, itemsTexts, mockStateOf, viewport } from '../../inbox/itemsStorySupport.tsx';
import { recordedRead, replayedInbox } from '../../inbox/recordedInbox.ts';
import { ItemsScreen } from './ItemsScreen.tsx';

// A list that stays put (screens.md "Comments inbox"): at the very top, a pointer over the list, focus in it or a
// selection hold new comments behind the "N new" pill, floating over the rows; when none holds, they come in.
const meta = {
  title: 'Screens/Items/Items held still',
  component: ItemsScreen,
  beforeEach: ({ loaded, msw }) => void msw.use(...replayedInbox('itemsList', mockStateOf(loaded))),
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: '/items',
    session: 'signedIn',
    recorded: true,
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const LISTED = recordedRead<ItemsPage>('itemsList', 'administrator', '/v1/items?limit=50&status[]=new&status[]=inprogress');
const FIRST = LISTED.items[0]!;
let nextId = 9500;
const arrive = () => {
  const id = (nextId += 1);
  const item: Item = { ...FIRST, id, status: 'new', text: `Новый комментарий ${id}`, version: 1 };
  itemsFeed.publish([{ method: 'items.new', items: [item] }]);
  return item.text;
};
const rowAt = (canvasElement: HTMLElement, index: number) =>
  canvasElement.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);

async function ready(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('grid');
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(3));
  return list;
}

/** A comment arrives while the list is held: the pill says so, the first row stays where it was. */
async function heldBehindThePill(canvasElement: HTMLElement, t: ReturnType<typeof itemsTexts>['t']) {
  const top = rowAt(canvasElement, 0)!;
  const before = top.getBoundingClientRect().top;
  const text = arrive();
  const pill = await within(canvasElement).findByRole('button', { name: t('list.newPill', { count: 1 }) });
  await expect(within(canvasElement).queryByText(text)).toBeNull();
  await expect(rowAt(canvasElement, 0)).toBe(top);
  await expect(top.getBoundingClientRect().top).toBe(before);
  return { pill, text };
}

export const APointerOverTheListHoldsIt: Story = {
  tags: ['shot'],
  name: 'a pointer over the list holds it',
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await ready(canvasElement);
    await userEvent.hover(rowAt(canvasElement, 1)!);
    const { text } = await heldBehindThePill(canvasElement, t);
    // Leaving lets it in.
    await userEvent.unhover(rowAt(canvasElement, 1)!);
    await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: t('list.newPill', { count: 1 }) })).toBeNull();
  },
};

export const ASelectionHoldsIt: Story = {
  name: 'a selection holds it',
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await ready(canvasElement);
    const check = rowAt(canvasElement, 2)!.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await userEvent.click(check);
    await userEvent.unhover(check);
    (document.activeElement as HTMLElement | null)?.blur();
    const { pill, text } = await heldBehindThePill(canvasElement, t);
    await expect(pill).toBeVisible();
    // Clearing the selection, with nothing else holding the list, lets it in.
    const clear = within(canvasElement).getByRole('button', { name: t('bulk.clear') });
    await userEvent.click(clear);
    await userEvent.unhover(clear);
    await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
  },
};

// Keyboard focus in the list holds it while it moves from row to row (J); focus leaving the list lets the comments in.
export const KeyboardFocusInTheListHoldsIt: Story = {
  name: 'keyboard focus in the list holds it',
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await ready(canvasElement);
    rowAt(canvasElement, 0)!.focus();
    await userEvent.keyboard('j');
    await waitFor(() => expect(rowAt(canvasElement, 1)).toHaveFocus());
    const { text } = await heldBehindThePill(canvasElement, t);
    await userEvent.keyboard('j');
    await expect(within(canvasElement).queryByText(text)).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(await within(canvasElement).findByText(text)).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('button', { name: t('list.newPill', { count: 1 }) })).toBeNull();
  },
};
