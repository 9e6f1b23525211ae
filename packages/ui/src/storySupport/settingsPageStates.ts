import type { StoryContext, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { storyT } from '../components/storySupport/storyLocale.ts';

/** A page's endpoint answered never (`slow`) or with a 500: the `failures()` scenarios of `@console/api/mocks`. */
export interface PageFailures {
  slow: readonly RequestHandler[];
  serverError500: readonly RequestHandler[];
}

/**
 * The Loading and Error stories every settings page has (conventions.md "Stories"; the one state of SettingsPage,
 * settingsPageState): a spinner while the answer never comes; after a 500, the alert and the retry button.
 * `const states = settingsPageStates<Story>(scenarios.members);` then `export const Loading: Story = states.Loading;`; a shot
 * story writes its tags beside the spread (`{ ...states.Loading, tags: ['shot'] }`): Storybook indexes tags from the literal.
 */
export function settingsPageStates<S extends StoryObj>(failures: PageFailures) {
  const Loading = {
    beforeEach: ({ msw }: StoryContext) => void msw.use(...failures.slow),
    play: async ({ canvasElement }: StoryContext) => {
      await expect(await within(canvasElement).findByRole('progressbar', {}, { timeout: 5000 })).toBeInTheDocument();
    },
  };
  const Error = {
    beforeEach: ({ msw }: StoryContext) => void msw.use(...failures.serverError500),
    play: async ({ canvasElement, globals }: StoryContext) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: storyT(globals)('common:actions.retry') })).toBeInTheDocument();
    },
  };
  return { Loading: Loading as S, Error: Error as S };
}
