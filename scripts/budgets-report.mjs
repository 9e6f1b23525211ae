// `npm run budgets:report`: for each bundle budget of quality.md, the modules that weigh most in the JavaScript it
// counts, by gzip bytes (how to read it: docs/budgets.md). Prints, never asserts; needs a built console.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dist, openBuild } from './budgets/build.mjs';
import { formatCheck, measureBudgets } from './budgets/measure.mjs';
import { chunkModules } from './budgets/modules.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const TOP_BUDGET = arg('--top', 25); // modules listed for /login and the shell
const TOP_LAZY = arg('--top-lazy', 5); // modules listed for each lazy chunk

const { manifest, size } = openBuild('budgets:report');
const modulesOf = new Map();
const modules = (file) => {
  if (!modulesOf.has(file)) {
    const code = readFileSync(join(dist, file), 'utf8');
    const mapPath = join(dist, `${file}.map`);
    modulesOf.set(
      file,
      existsSync(mapPath)
        ? chunkModules(code, JSON.parse(readFileSync(mapPath, 'utf8')))
        : [{ module: `(no source map: ${file})`, gzip: size(file), raw: code.length }],
    );
  }
  return modulesOf.get(file);
};

const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(6)} KB`;
// The npm package a module belongs to, or the workspace folder two levels down (packages/ui, apps/console/src …).
const packageOf = (module) => {
  const nm = module.lastIndexOf('node_modules/');
  if (nm < 0) return module.startsWith('(') ? module : module.split('/').slice(0, 3).join('/');
  const parts = module.slice(nm + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
};

for (const check of measureBudgets(manifest, size)) {
  const lazy = check.name.startsWith('lazy chunk');
  console.log(`\n${formatCheck(check)}`);
  console.log(`  files: ${check.files.map((file) => `${file.replace(/^assets\//, '')} ${kb(size(file)).trim()}`).join(', ')}`);
  const rows = check.files.flatMap((file) => modules(file).map((m) => ({ ...m, file: file.replace(/^assets\//, '') })));
  rows.sort((a, b) => b.gzip - a.gzip);
  if (!lazy) {
    const packages = new Map();
    for (const row of rows) packages.set(packageOf(row.module), (packages.get(packageOf(row.module)) ?? 0) + row.gzip);
    const top = [...packages].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`  by package: ${top.map(([name, bytes]) => `${name} ${kb(bytes).trim()}`).join(', ')}`);
  }
  for (const row of rows.slice(0, lazy ? TOP_LAZY : TOP_BUDGET)) console.log(`  ${kb(row.gzip)}  ${row.module}  (${row.file})`);
}
