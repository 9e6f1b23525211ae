import { createValueStore } from './valueStore.ts';

/** What the main menu counts (comments, issues, monitoring) summed: the number the tab's title leads with. */
export const unreadTitleCount = createValueStore(0);

/**
 * '(3) Comments — Omnidesk' while the tab is hidden: the count first, so a narrow or pinned tab still shows it; none at
 * 0. While the tab is in view the title is the spec's own (§2.4 "<title> — <productName>"): the menu shows the counts.
 */
export const titleWithCount = (title: string, count: number, hidden: boolean): string =>
  hidden && count > 0 ? `(${count > 999 ? '999+' : count}) ${title}` : title;
