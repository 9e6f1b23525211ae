import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { memoryLocation } from 'wouter/memory-location';
import type { Locale } from '@console/locales';
import type { Theme } from '@console/ui/theme';
import { toastQueue } from '@console/ui/components/Toast';
import { axeInDark, axeViolationsOnly } from './axeInDark.ts';
import { assertEveryRequestMocked, mswStoryLoader } from './msw.ts';
import { presetSession } from './session.ts';
import { StoryShell, type StoryLocation } from './StoryShell.tsx';

// findBy and waitFor wait up to 5 s, not 1: the story tests play two stories at once on CI's two cores and the visual
// suite six, so a lazy chunk or an MSW answer can take longer than a second (at 3 s, one chats story failed in CI
// once, and fourteen on a machine loaded by other runs). Only a failing wait gets slower.
configure({ asyncUtilTimeout: 5000 });

// `parameters.route` is the story's starting path (with its query), or one per locale where a recording holds a
// one-use link for each language (docs/mocks.md); play functions read `loaded.location.history` to see where the
// screen navigated.
const locationLoader: Loader = (context) => {
  const route = context.parameters['route'] as string | ((locale: Locale) => string) | undefined;
  const path = typeof route === 'function' ? route(context.globals['locale'] as Locale) : (route ?? '/');
  return { location: memoryLocation({ path, record: true }) };
};

const withShell: Decorator = (Story, context) => {
  return (
    <StoryShell
      storyId={context.id}
      locale={context.globals['locale'] as Locale}
      theme={context.globals['theme'] as Theme}
      visual={context.globals['visual'] === true}
      location={context.loaded['location'] as StoryLocation}
    >
      <Story />
    </StoryShell>
  );
};

const preview: Preview = {
  // Locale and theme are globals, so every story can be seen in all four (architecture.md).
  globalTypes: {
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', icon: 'sun', title: 'Light' },
          { value: 'dark', icon: 'moon', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    // Set by the visual regression script (`globals=…;visual:!true`): no animation, no caret.
    visual: { description: 'Stable rendering for screenshots' },
    // Set by the story tests (vitest.config.ts): axe runs again in the dark theme after the story's play.
    axeInDark: { description: 'Run axe in the dark theme too' },
  },
  initialGlobals: { locale: 'ru', theme: 'light', visual: false, axeInDark: false },
  parameters: {
    // Accessibility is a failing test (architecture.md, "Screens, components, stories").
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  loaders: [mswStoryLoader, locationLoader],
  beforeEach(context) {
    toastQueue.clear();
    // react-aria's live announcer lives on in <body>; an earlier story's announcement must not leak into this one.
    for (const log of document.querySelectorAll('[data-live-announcer] [aria-live]')) log.replaceChildren();
    presetSession(context);
    axeViolationsOnly(context);
  },
  async afterEach(context) {
    await axeInDark(context);
    // After axe: a request the story's render sends late (revalidation, a lazy panel) is caught too.
    assertEveryRequestMocked();
  },
  decorators: [withShell],
};

export default preview;
