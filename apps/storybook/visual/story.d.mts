import type { Page } from 'playwright-core';
export declare function watchStories(page: Page): Promise<void>;
/** 'finished', 'play failed: …' or 'story errored: …'. */
export declare function waitForStory(page: Page, storyId: string): Promise<string>;
export declare function trackRequests(page: Page): { pending: Map<unknown, number>; lastEvent: number };
export declare function settle(page: Page, tracker: { pending: Map<unknown, number>; lastEvent: number }): Promise<void>;
