// `npm run bench`: performance figures of quality.md that are not pass/fail tests. Prints, never asserts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (title, command, args) => {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  return result.status ?? 1;
};

run('build the console', 'turbo', ['run', 'build', '--filter=@console/console', '--output-logs=errors-only']);
run('bundle sizes (gzip)', 'node', ['scripts/budgets.mjs']);
run('server: sign-in path latency on PGlite', 'node', ['--disable-warning=ExperimentalWarning', 'scripts/bench/server-auth.ts']);
run('server: comments list on 100,000 items (PGlite)', 'node', [
  '--disable-warning=ExperimentalWarning',
  'scripts/bench/server-items.ts',
]);
run('server: every stats endpoint over a year of 1,000,000 comments (PGlite, kept in .bench/stats-1m)', 'node', [
  '--disable-warning=ExperimentalWarning',
  'scripts/bench/server-stats.ts',
]);
run('server: writes to the 5,000-message chat, its statistics kept (PGlite)', 'node', [
  '--disable-warning=ExperimentalWarning',
  'scripts/bench/server-chat-writes.ts',
]);
run('socket: 100 messages/s into the console', 'node', ['--disable-warning=ExperimentalWarning', 'scripts/bench/socket.ts']);
run('items: the comments list with 10,000 items, scrolled to the end', 'node', [
  '--disable-warning=ExperimentalWarning',
  'scripts/bench/itemsList.ts',
]);
run('chats: the 5,000-message history, scrolled up to its first message', 'node', [
  '--disable-warning=ExperimentalWarning',
  'scripts/bench/chatThread.ts',
]);
