import { RuntimeConfig } from '../contract/runtimeConfig.ts';
import { formatIssues } from './issues.ts';

export type RuntimeConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; issues: string[] };

// The console's boot validates config.json with this.
export function parseRuntimeConfig(json: unknown): RuntimeConfigResult {
  const result = RuntimeConfig.safeParse(json);
  if (result.success) return { ok: true, config: result.data };
  return { ok: false, issues: formatIssues(result.error.issues) };
}
