import type { FullConfig } from '@playwright/test';
import { ensureTemplate } from './serverData.ts';
import { ServerProcess } from './serverProcess.ts';

// The projects' reference servers (one per project, on its baseURL's port), started at once on copies of the run's
// seeded template: Playwright's webServer entries start one after the other (docs/testing.md, e2e).
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const ports = config.projects.map((project) => Number(new URL(project.use.baseURL!).port));
  // A server left from another run would answer the health check in place of this run's (webServer's check too).
  for (const port of ports) {
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`e2e: port ${port} is already in use; stop what listens there (or set E2E_PORT)`);
  }
  await ensureTemplate();
  const servers = ports.map(
    (port) =>
      new ServerProcess({
        port,
        // No sandbox comments arriving on their own: the tests make the changes they look for. Deliveries never fail
        // at random in e2e; the seeded failed message (README) shows the failure and its retry.
        env: { SANDBOX_ITEMS_PER_MINUTE: '0', SANDBOX_CHATS_PER_MINUTE: '0', SANDBOX_CHATS_FAILURE_RATE: '0' },
      }),
  );
  const started = await Promise.allSettled(servers.map((server) => server.start()));
  const stopAll = async () => void (await Promise.all(servers.map((server) => server.stop())));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
