// What the browser benchmarks share (the comments list, the chat thread, the socket burst): the built console, a
// reference server that may be slow to come up on a loaded machine, and signing in through the login form.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { ServerProcess } from '../../apps/console/e2e/serverProcess.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/seed.ts';
import login from '../../locales/ru/login.json' with { type: 'json' };

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the console when apps/console/dist is missing (`npm run bench` builds it first anyway). */
export function ensureConsoleBuilt(): void {
  if (existsSync(`${root}apps/console/dist/index.html`)) return;
  console.log('apps/console/dist is missing: building the console');
  const built = spawnSync('turbo', ['run', 'build', '--filter=@console/console', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  if (built.status !== 0) throw new Error('the console build failed');
}

/** ServerProcess allows 60 s to become healthy; a loaded machine may need more for the first migration and seed. */
export async function startServer(server: ServerProcess): Promise<void> {
  try {
    await server.start();
  } catch {
    const deadline = Date.now() + 240_000;
    while (
      !(await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error(`the server on ${server.url} did not become healthy`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Signs a demo user in through the form (labels in Russian, the console's default language), then waits for home. */
export async function signIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel(login.email.label, { exact: true }).fill(email);
  await page.getByLabel(login.password.label, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: login.submit }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
}

/** Long tasks as the benchmarks print them: count, longest and total. */
export function longTasksText(tasks: readonly number[]): string {
  const longest = tasks.length ? Math.max(...tasks).toFixed(0) : '0';
  return `${tasks.length}, longest ${longest} ms, total ${tasks.reduce((sum, t) => sum + t, 0).toFixed(0)} ms`;
}

export const printRow = (label: string, value: string) => console.log(`${label.padEnd(36)} ${value}`);

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
};
/** The page's JavaScript profile (CDP Profiler), its heaviest functions by own time. */
export function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + ms);
    total += ms;
  });
  console.log(`page profile: ${(total / 1000).toFixed(1)} s sampled; heaviest own time:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
}
