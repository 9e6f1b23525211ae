import { expect, waitFor } from 'storybook/test';

// The Storybook host records every navigation of a story in `loaded.location.history` (apps/storybook/.storybook/preview.tsx).
export function historyOf(loaded: Record<string, unknown>): string[] {
  return (loaded['location'] as { history: string[] }).history;
}

// Waits until the screen has navigated to `path` (the path only, the query ignored unless given).
export async function expectNavigatedTo(loaded: Record<string, unknown>, path: string, timeout?: number): Promise<void> {
  await waitFor(
    () => {
      const last = historyOf(loaded).at(-1) ?? '';
      return expect(path.includes('?') ? last : last.split('?')[0]).toBe(path);
    },
    timeout === undefined ? undefined : { timeout },
  );
}

export const localeOf = (globals: Record<string, unknown>): 'ru' | 'en' => (globals['locale'] === 'en' ? 'en' : 'ru');
