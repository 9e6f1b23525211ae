import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkModules, moduleName } from '../budgets/modules.mjs';

// A chunk of two modules on one line, then a line no source maps: 'AAAA' maps column 0 to the first source,
// 'gCCA' (32 columns on) to the second.
const big = `const words=${JSON.stringify(Array.from({ length: 40 }, (_, i) => `word${i * 7919}`))};`;
const first = 'let a=1;let bb=22;let ccc=3333;;';
const code = `${first}${big}\nexport{a,words};`;
const map = {
  version: 3 as const,
  sources: ['../../packages/ui/src/small.ts', '../../../node_modules/lib/dist/big.mjs'],
  names: [],
  mappings: 'AAAA,gCCA',
};

describe('modules of a chunk', () => {
  it('gives each source the text its mappings cover, and the rest to the glue', () => {
    expect(first).toHaveLength(32);
    const modules = chunkModules(code, map);
    expect(modules.map((m) => [m.module, m.raw])).toEqual([
      ['node_modules/lib/dist/big.mjs', big.length + 1],
      ['packages/ui/src/small.ts', first.length],
      ['(unmapped: JSON data, chunk glue)', 'export{a,words};\n'.length],
    ]);
  });

  it('scales the shares to the chunk’s real gzip size', () => {
    const total = chunkModules(code, map).reduce((sum, m) => sum + m.gzip, 0);
    expect(Math.abs(total - gzipSync(code, { level: 9 }).length)).toBeLessThanOrEqual(1);
  });

  it('names a package module from node_modules and a workspace module from the repository', () => {
    expect(moduleName('../../node_modules/.pnpm/x/node_modules/react-dom/cjs/a.js')).toBe('node_modules/react-dom/cjs/a.js');
    expect(moduleName('../../packages/api/src/client/http.ts?v=1')).toBe('packages/api/src/client/http.ts');
    expect(moduleName('./src/main.tsx')).toBe('src/main.tsx');
  });
});
