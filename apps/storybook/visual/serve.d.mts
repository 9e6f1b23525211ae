export declare function serveStatic(root: string): Promise<{ origin: string; close: () => Promise<void> }>;
