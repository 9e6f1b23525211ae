// Makes sure Debian's Chromium and its headless shell are there for the browser suites; never downloads a browser
// build (toolchain.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { BROWSER_PACKAGES } from './browser.mjs';

const missing = Object.entries(BROWSER_PACKAGES).filter(([path]) => !existsSync(path));
if (missing.length > 0) {
  const packages = [...missing.map(([, name]) => name), 'fonts-noto-color-emoji'].join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${missing.map(([path]) => path).join(' and ')}: install it with 'sudo apt-get install -y ${packages}' (or set CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages} from Debian packages…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}
