// Makes sure Debian's Chromium is there for the browser suites; never downloads a browser build (toolchain.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is missing at ${CHROMIUM}: install it with 'sudo apt-get install -y chromium fonts-noto-color-emoji' (or set CHROMIUM_PATH), then run npm test again.`,
    );
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-color-emoji', {
    stdio: 'inherit',
  });
}
