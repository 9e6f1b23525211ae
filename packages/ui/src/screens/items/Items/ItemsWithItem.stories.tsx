import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isMobileWidth } from '../../../components/storySupport/storyLocale.ts';
import { expectNavigatedTo } from '../../../storySupport/location.ts';
import { cheatSheetKeys, closeCheatSheet, focusPage } from '../../../components/Shortcuts/shortcutsStorySupport.ts';
import { itemTexts } from '../../inbox/itemStorySupport.tsx';
import { atFixtureNow, ITEMS_VIEWPORTS, itemsTexts, mockStateOf, viewport } from '../../inbox/itemsStorySupport.tsx';
import { recordedRows, replayedInbox } from '../../inbox/recordedInbox.ts';
import { ItemsScreen } from './ItemsScreen.tsx';

// items/{id} with the list's query (screens.md "Comments inbox"): on a desktop the item beside the list and its
// filters, the open row marked; on a phone (the visual check's 375 px) the item alone, the list hidden but kept.
// The server's answers on the test seed (itemsList): the list with the query, the second row open.
const QUERY = 'status[]=new&status[]=inprogress&priority[]=high&priority[]=normal&priority[]=low';
const rows = recordedRows('itemsList', 'administrator', `/v1/items?limit=50&${QUERY}`);
const opened = rows[1]!;

const meta = {
  title: 'Screens/Items/Items with an item open',
  component: ItemsScreen,
  beforeEach: ({ loaded, msw }) => void msw.use(...replayedInbox('itemsList', mockStateOf(loaded))),
  decorators: [atFixtureNow],
  parameters: {
    layout: 'fullscreen',
    route: `/items/${opened.id}?${QUERY}`,
    session: 'signedIn',
    recorded: true,
    viewport: { options: ITEMS_VIEWPORTS },
  },
  globals: viewport('desktop'),
} satisfies Meta<typeof ItemsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const threadOf = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('region', { name: title }, { timeout: 5000 });

// J and K move along the list's rows: they know the next one once the list has come and marks the open row.
const openRowMarked = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[role="grid"] [role="row"][aria-current="true"]')).not.toBeNull());

export const Ready: Story = {
  tags: ['shot-variants'],
  play: async ({ canvasElement, globals }) => {
    const { t } = itemsTexts(globals);
    await expect(await threadOf(canvasElement, itemTexts(globals).t('thread.title'))).toBeVisible();
    // On a phone the list is hidden (kept for the way back): found by its role attribute, as a hidden grid has no
    // accessible name to find it by.
    const list = await waitFor(() => {
      const grid = canvasElement.querySelector<HTMLElement>(`[role="grid"][aria-label="${t('list.label')}"]`);
      expect(grid).not.toBeNull();
      return grid!;
    });
    await waitFor(() => expect(list.querySelector(`[role="row"][aria-current="true"]`)).not.toBeNull());
    // The open row is the item's, and its link keeps the list's query.
    const current = list.querySelector<HTMLElement>('[role="row"][aria-current="true"]')!;
    await expect(current.querySelector('a')).toHaveAttribute('href', `/items/${opened.id}?${QUERY}`);
    // Opening it read it (the server marks it as it sends it): the row says so whichever answer came first.
    await expect(opened.unread).toBe(true);
    await waitFor(() => expect(current.querySelector(`[aria-label="${t('row.unread')}"]`)).toBeNull());
    await expect(list.checkVisibility({ visibilityProperty: true })).toBe(!isMobileWidth());
    if (isMobileWidth()) return; // the filters and the author panel are hidden there
    // The author's other comments open beside the same list: their links keep its query too.
    const others = await waitFor(() => {
      const links = [...canvasElement.querySelectorAll<HTMLAnchorElement>('[aria-labelledby="item-author-others"] a')];
      expect(links.length).toBeGreaterThan(0);
      return links;
    });
    for (const link of others)
      await expect(link.getAttribute('href')).toMatch(new RegExp(`^/items/\\d+\\?${QUERY.replace(/[[\]]/g, '\\$&')}$`, 'u'));
    // The filters are the query's (folded on a laptop).
    await expect(within(canvasElement).getByRole('checkbox', { name: t('priority.high'), hidden: true })).toBeChecked();
  },
};

// screens.md "Keyboard": Esc goes back to the list, with the filters it had (spec §7: the current query).
export const EscGoesBackToTheListWithItsFilters: Story = {
  name: 'Esc goes back to the list with its filters',
  play: async ({ canvasElement, globals, loaded }) => {
    await threadOf(canvasElement, itemTexts(globals).t('thread.title'));
    await userEvent.keyboard('{Escape}');
    await expectNavigatedTo(loaded, `/items?${QUERY}`);
    // The list is there, not loading: its answer was not dropped for the open item's row change.
    const list = await within(canvasElement).findByRole('grid', { name: itemsTexts(globals).t('list.label') });
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(1));
  },
};

// screens.md "Keyboard": beside the list, ? lists every key that works: the item's, then the list's it does not share
// (E closes the open item and J/K open the list's next and previous: the item binds them last).
export const TheCheatSheetListsTheItemsAndTheListsKeys: Story = {
  play: async ({ canvasElement, globals }) => {
    await threadOf(canvasElement, itemTexts(globals).t('thread.title'));
    focusPage();
    await expect(await cheatSheetKeys(globals)).toEqual([
      'J',
      'K',
      'R',
      '/',
      'E',
      'T',
      'A',
      'P',
      'B',
      'Ctrl/Cmd+K',
      '?',
      'Esc',
      'Enter',
      'X',
    ]);
    await closeCheatSheet();
  },
};

// Moving on (screens.md "Keyboard"): on the open item J and K open the next and previous rows of the list beside it,
// with its query kept.
// The comment opened next is not in the recording: it answers 404, as the navigation is what is checked here.
const notRecorded = (id: number) =>
  http.get(`*/v1/items/${id}`, () => HttpResponse.json({ error: 'not found' }, { status: 404 }));

export const JOpensTheNextCommentOfTheList: Story = {
  name: 'J opens the next comment of the list',
  beforeEach: ({ msw }) => void msw.use(notRecorded(rows[2]!.id)),
  play: async ({ canvasElement, globals, loaded }) => {
    await threadOf(canvasElement, itemTexts(globals).t('thread.title'));
    await openRowMarked(canvasElement);
    focusPage();
    await userEvent.keyboard('j');
    await expectNavigatedTo(loaded, `/items/${rows[2]!.id}?${QUERY}`);
  },
};

export const KOpensThePreviousCommentOfTheList: Story = {
  name: 'K opens the previous comment of the list',
  beforeEach: ({ msw }) => void msw.use(notRecorded(rows[0]!.id)),
  play: async ({ canvasElement, globals, loaded }) => {
    await threadOf(canvasElement, itemTexts(globals).t('thread.title'));
    await openRowMarked(canvasElement);
    focusPage();
    await userEvent.keyboard('k');
    await expectNavigatedTo(loaded, `/items/${rows[0]!.id}?${QUERY}`);
  },
};
