import type * as z from 'zod/mini';

// One readable line per zod issue: `apiHosts.0: Invalid URL`.
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? '(root)' : path}: ${issue.message}`;
  });
}
