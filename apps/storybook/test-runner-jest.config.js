// @storybook/test-runner's Jest settings for QA's runs against a published Storybook (docs/review-tools.md).
// The runner has no environment variable for the browser, so Debian's Chromium and its flags are set here
// (toolchain.md, "Browser"; scripts/browser.mjs reads CHROMIUM_PATH, else /usr/bin/chromium).
import { getJestConfig } from '@storybook/test-runner';
import { launchOptions } from '../../scripts/browser.mjs';

const defaults = getJestConfig();

export default {
  ...defaults,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...defaults.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions,
    },
  },
};
