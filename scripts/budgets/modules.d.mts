export interface ModuleShare {
  /** The source's path: node_modules/<package>/… or the workspace path from the repository root. */
  module: string;
  /** Bytes of the chunk's minified code that come from it. */
  raw: number;
  /** Its share of the chunk's gzip bytes. */
  gzip: number;
}
export declare function moduleName(source: string): string;
export declare function chunkModules(
  code: string,
  map: { version: 3; sources: (string | null)[]; mappings: string; names: string[] },
): ModuleShare[];
