import { FRAME_CHUNK, PUBLIC_ROUTE_CHUNKS } from '../../scripts/budgets/measure.mjs';

/** What frameModules reads of a build's chunk (Rolldown's OutputChunk). */
export interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

const LAZY_ROUTE = /[\\/]src[\\/]routing[\\/]lazy[\\/]([^\\/]+)\.tsx?$/;

/**
 * The modules of a first build that only the signed-in frame (routing/lazy/signedIn.ts) brings: those of the chunks the
 * frame imports statically that no page reached without the frame loads (the entry, the public routes, what they load
 * on demand). The second build puts them in one chunk (build.ts): a signed-in route always loads after the frame, so
 * what it shares with the frame costs it nothing, and left to the bundler the frame was some thirty small chunks, each
 * paying its own compression and import glue (docs/budgets.md "What belongs in the entry chunk").
 */
export function frameModules(chunks: readonly BuiltChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const route = (chunk: BuiltChunk) => LAZY_ROUTE.exec(chunk.facadeModuleId ?? '')?.[1] ?? null;
  // A chunk that only ever loads inside the frame: the frame itself and the signed-in routes.
  const insideFrame = (chunk: BuiltChunk) => {
    const name = route(chunk);
    return name !== null && !PUBLIC_ROUTE_CHUNKS.includes(name);
  };
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) closure(next, seen);
    return seen;
  };
  const withoutFrame = new Set<string>();
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    for (const file of closure(queue.pop()!)) {
      if (withoutFrame.has(file)) continue;
      withoutFrame.add(file);
      for (const next of byFile.get(file)?.dynamicImports ?? []) {
        const chunk = byFile.get(next);
        if (chunk && !insideFrame(chunk)) queue.push(next);
      }
    }
  }
  const frame = chunks.find((chunk) => route(chunk) === FRAME_CHUNK);
  if (!frame) throw new Error(`frameModules: no chunk for routing/lazy/${FRAME_CHUNK}.ts`);
  const frameOnly = [...closure(frame.fileName)].filter((file) => file !== frame.fileName && !withoutFrame.has(file));
  return new Set(frameOnly.flatMap((file) => byFile.get(file)?.moduleIds ?? []));
}
