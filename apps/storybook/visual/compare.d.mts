export declare const TOLERANCE: { threshold: number; maxDiffRatio: number };
export type CompareMode = 'exact' | 'tolerant';
export declare function modeFor(meta: { chromium?: string } | null, chromiumVersion: string): CompareMode;
export interface CompareResult {
  ok: boolean;
  reason: string | null;
  differing: number;
  total: number;
  diffPng: Buffer | null;
}
export declare function comparePng(input: { actual: Buffer; baseline: Buffer | null; mode: CompareMode }): CompareResult;
