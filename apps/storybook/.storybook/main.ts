import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

// Imports that only appear after vanilla-extract's transform, so Vite's dependency scan misses them;
// found mid-run they make Vite reload the page and the story tests flaky.
const LATE_DEPENDENCIES = [
  '@vanilla-extract/recipes/createRuntimeFn',
  'qrcode',
  'react-aria-components/Dialog',
  // The issue page's files (screens/issues/attachments), found only when a story first shows them.
  'react-aria-components/DropZone',
  'react-aria-components/Header',
  'react-aria-components/Heading',
  'react-aria-components/Menu',
  'react-aria-components/Modal',
  'react-aria-components/Popover',
  'react-aria-components/RadioGroup',
  // The top bar's lazy triggers (packages/ui/src/lazy).
  'react-aria/private/interactions/PressResponder',
  'react-aria/useId',
  'react-aria/useMenu',
  // The statistics' charts (packages/ui/src/components/Chart, docs/stats.md "Charts").
  'uplot',
  'react-aria/useOverlayTrigger',
  'react-stately/useMenuTriggerState',
];

// Stories live beside the UI they show (architecture.md, "Screens, components, stories").
const config: StorybookConfig = {
  stories: ['../../../packages/ui/src/**/*.stories.tsx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds the MSW worker (mockServiceWorker.js, from `msw init public --save`).
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Every consumer of packages/ui needs the vanilla-extract plugin (toolchain.md, "Storybook, MSW").
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), vanillaExtractPlugin()],
    optimizeDeps: { ...viteConfig.optimizeDeps, include: [...(viteConfig.optimizeDeps?.include ?? []), ...LATE_DEPENDENCIES] },
  }),
};

export default config;
