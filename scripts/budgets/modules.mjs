// Which modules make up a built chunk, by gzip bytes: each source's share of the chunk read from its source map.
// A module's code is gzipped on its own, then the shares are scaled so they add up to the chunk's real gzip size
// (gzip is not additive: alone a module compresses worse than inside its chunk). See docs/budgets.md.
import { gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

const UNMAPPED = '(unmapped: JSON data, chunk glue)';

/** Short, stable names: node_modules packages by package path, the workspace by its path from the repository. */
export function moduleName(source) {
  const path = source.replace(/^(\.\.\/)+|^\.\//, '').replace(/\?.*$/, '');
  const nm = path.lastIndexOf('node_modules/');
  return nm >= 0 ? path.slice(nm) : path;
}

/** [{ module, raw, gzip }] of one chunk, biggest first; `code` is its text, `map` its source map (JSON). */
export function chunkModules(code, map) {
  const traced = new TraceMap(map);
  const lines = code.split('\n');
  const parts = new Map();
  const add = (module, text) => parts.set(module, (parts.get(module) ?? '') + text);
  decodedMappings(traced).forEach((segments, line) => {
    const text = lines[line] ?? '';
    let at = 0;
    let owner = UNMAPPED;
    for (const segment of segments) {
      add(owner, text.slice(at, segment[0]));
      at = segment[0];
      owner = segment.length > 1 ? moduleName(traced.sources[segment[1]] ?? UNMAPPED) : UNMAPPED;
    }
    add(owner, `${text.slice(at)}\n`);
  });
  for (let line = decodedMappings(traced).length; line < lines.length; line++) add(UNMAPPED, `${lines[line]}\n`);
  const total = gzipSync(code, { level: 9 }).length;
  const alone = [...parts]
    .filter(([, text]) => text.trim())
    .map(([module, text]) => ({
      module,
      raw: Buffer.byteLength(text),
      alone: gzipSync(text, { level: 9 }).length,
    }));
  const sum = alone.reduce((s, m) => s + m.alone, 0) || 1;
  return alone
    .map(({ module, raw, alone: a }) => ({ module, raw, gzip: Math.round((a * total) / sum) }))
    .sort((a, b) => b.gzip - a.gzip);
}
