import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillFromTemplate } from './serverData.ts';

const root = join(import.meta.dirname, '..', '..', '..');

export interface ServerProcessOptions {
  port: number;
  /** Extra environment: ACCESS_TOKEN_TTL_S, PUBLIC_PORTS… */
  env?: Record<string, string>;
}

// A reference server the test can stop and start again on the same data (server restart, failover drills).
export class ServerProcess {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-own-'));
  private child: ChildProcess | null = null;
  private stderr = '';
  private readonly options: ServerProcessOptions;

  constructor(options: ServerProcessOptions) {
    this.options = options;
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  private filled = false;

  async start(): Promise<void> {
    const started = Date.now();
    this.stderr = '';
    // A fresh database the first time (a copy of the run's seeded template); a restart keeps the data.
    if (!this.filled) await fillFromTemplate(this.dataDir);
    this.filled = true;
    const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.options.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        THROTTLE_IP_PER_MINUTE: '1000',
        ...this.options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    // A runner or worker that exits before stop() (an interrupted run, a timed-out test) takes its server with it, so
    // the port is free for the next run.
    const stopOnExit = () => child.kill('SIGTERM');
    process.once('exit', stopOnExit);
    child.once('exit', () => process.off('exit', stopOnExit));
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${this.stderr}`);
      const healthy = await fetch(`${this.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) return reportSlow(`start on ${this.options.port}`, started);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server on ${this.options.port} did not become healthy: ${this.stderr}`);
  }

  /** SIGTERM and wait: the server closes its sockets and the database cleanly. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const started = Date.now();
    const exited = new Promise((resolve) => child.once('close', resolve)); // after its stderr's last line
    child.kill('SIGTERM');
    await exited;
    this.child = null;
    reportSlow(`stop on ${this.options.port}`, started, this.stderr);
  }
}

// A restart test once took 109 s instead of 13 (docs/testing.md): a slow start or stop says so in the test's output.
function reportSlow(what: string, started: number, stderr = ''): void {
  const seconds = (Date.now() - started) / 1000;
  // The server's own lines name the slow step of its stop (main.ts).
  const steps = stderr.split('\n').filter((line) => line.startsWith('stopping: '));
  if (seconds > 10) console.warn(`e2e server ${what} took ${seconds.toFixed(1)} s`, ...steps);
}
