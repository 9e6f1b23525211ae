// `npm run build`: the console in two passes (docs/budgets.md "The signed-in frame's chunk"). The first, in memory,
// shows which modules only the signed-in frame brings, after tree-shaking; the second puts them in one chunk.
import { build, type Rolldown } from 'vite';
import { frameModules, type BuiltChunk } from './frameChunk.ts';
import { consoleConfig } from './vite.config.ts';

const root = import.meta.dirname;
const first = await build({
  ...consoleConfig(),
  root,
  configFile: false,
  logLevel: 'error',
  build: { ...consoleConfig().build, write: false, minify: false, sourcemap: false },
});
const outputs = (Array.isArray(first) ? first : [first]) as Rolldown.RolldownOutput[];
const chunks = outputs.flatMap((result) =>
  result.output.filter((file): file is BuiltChunk & Rolldown.OutputChunk => file.type === 'chunk'),
);
await build({ ...consoleConfig(frameModules(chunks)), root, configFile: false });
