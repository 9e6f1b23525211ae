// One place for how the suites launch Debian's Chromium (toolchain.md, "Browser").
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Debian's old headless shell (package chromium-headless-shell), the same Chromium without the full browser's
// window UI: a new context is about twice as quick to open, which end-to-end tests (a context or more each) feel.
// Screenshots stay with the full browser, whose rendering the visual baselines record.
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
// The Debian packages that provide the two, for the suites to install where they are missing.
export const BROWSER_PACKAGES = { [CHROMIUM_PATH]: 'chromium', [HEADLESS_SHELL_PATH]: 'chromium-headless-shell' };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
export const shellLaunchOptions = { ...launchOptions, executablePath: HEADLESS_SHELL_PATH };
