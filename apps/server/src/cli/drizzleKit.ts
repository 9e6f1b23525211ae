// Runs drizzle-kit with `drizzle-orm` resolvable from this package: npm may install drizzle-orm under
// apps/server/node_modules while drizzle-kit sits at the root, and drizzle-kit imports it by name.
import { createRequire, registerHooks } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.url;
const require = createRequire(here);
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) return nextResolve(specifier, context);
    try {
      return nextResolve(specifier, context);
    } catch {
      const viaRequire = context.conditions?.includes('require') ?? false;
      const url = viaRequire ? pathToFileURL(require.resolve(specifier)).href : import.meta.resolve(specifier);
      return { url, shortCircuit: true };
    }
  },
});

const kitDir = dirname(require.resolve('drizzle-kit'));
process.argv.splice(1, 1, join(kitDir, 'bin.cjs'));
require(join(kitDir, 'bin.cjs'));
