import { FIRST_SCREEN_CHUNK, FRAME_CHUNK, PUBLIC_ROUTE_CHUNKS } from '../../scripts/budgets/measure.mjs';

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
 * The modules of a first build that only the signed-in frame (routing/lazy/signedIn.ts) brings: the frame's own and
 * those of the chunks the frame or the first screen (routing/lazy/home.ts) import statically that no page reached
 * without the frame loads (the entry, the public routes, what they load on demand). The second build puts them in one
 * chunk (build.ts): a signed-in route always loads after the frame, so what it shares with the frame costs it nothing,
 * and left to the bundler the frame was some thirty small chunks, each paying its own compression and import glue
 * (docs/budgets.md "The signed-in frame's chunk").
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
  const routeChunk = (name: string) => {
    const found = chunks.find((chunk) => route(chunk) === name);
    if (!found) throw new Error(`frameModules: no chunk for routing/lazy/${name}.ts`);
    return found;
  };
  const frame = routeChunk(FRAME_CHUNK);
  // The first screen's own chunk stays a route: another signed-in page does not load it.
  const firstScreen = routeChunk(FIRST_SCREEN_CHUNK);
  const frameOnly = [...closure(frame.fileName), ...closure(firstScreen.fileName)].filter(
    (file) => file !== firstScreen.fileName && !withoutFrame.has(file),
  );
  return new Set(frameOnly.flatMap((file) => byFile.get(file)?.moduleIds ?? []));
}
