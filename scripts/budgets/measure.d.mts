export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** The chunk's name (a group's, for the chunks of `advancedChunks` groups). */
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export interface BudgetCheck {
  name: string;
  bytes: number;
  budget: number;
  /** quality.md's budget, where the checked one is still above it. */
  target: number;
  ok: boolean;
  /** The JavaScript files counted, each once. */
  files: string[];
}
export declare const TARGETS: { login: number; shell: number; lazyChunk: number };
export declare const BUDGETS: { login: number; shell: number; lazyChunk: number };
export declare const FRAME_CHUNK: string;
export declare const FRAME_GROUP: string;
export declare const FIRST_SCREEN_CHUNK: string;
export declare const PUBLIC_ROUTE_CHUNKS: string[];
export declare function measureBudgets(manifest: Record<string, ManifestChunk>, size: (file: string) => number): BudgetCheck[];
export declare function formatCheck(check: BudgetCheck): string;
