/** A suite's counts from its report, and what failed (or, for e2e on CI, passed only on its retry). */
export interface SuiteCounts {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  flaky?: string[];
}

export interface Suite {
  name: string;
  title: string;
  alongside?: string;
  report?: string;
  parse?: (data: unknown) => SuiteCounts;
  counts?: false;
  steps: string[][];
}

export declare const suites: (reports: string) => Suite[];
