// Installs dependencies when they are missing or older than package-lock.json.
// Runs on the system Node (20 on a fresh machine) before Node 22 exists in node_modules (toolchain.md).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const lock = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.console-deps-stamp');
const digest = existsSync(lock) ? createHash('sha256').update(readFileSync(lock)).digest('hex') : 'no-lock';

const current = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
if (current !== digest || !existsSync(join(root, 'node_modules', '.bin', 'node'))) {
  const command = existsSync(lock) ? 'npm ci --no-audit --no-fund' : 'npm install --no-audit --no-fund';
  console.log(`Installing dependencies (${command})…`);
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } });
  writeFileSync(stamp, digest + '\n');
}
