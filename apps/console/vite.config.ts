import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

// The console is built once; config.json beside index.html configures each deployment (architecture.md).
const apiTarget = process.env.CONSOLE_DEV_API ?? 'http://localhost:8080';

// `npm run dev`: take the reference server's config.json and point its hosts at this dev server's proxy.
function devConfigJson(): Plugin {
  return {
    name: 'console-dev-config-json',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/config.json', async (req, res) => {
        const origin = `http://${req.headers.host ?? 'localhost:5173'}`;
        const upstream = await fetch(`${apiTarget}/config.json`).then((r) => r.json());
        const config = { ...upstream, apiHosts: [`${origin}/`], socketUrl: `${origin.replace(/^http/, 'ws')}/v1/socket` };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(config));
      });
    },
  };
}

/**
 * A dynamic import's preload list without the chunks its host already imports statically: they are loaded before the
 * host's code runs, so naming them again only adds bytes (the frame's 30 lists repeated the entry's and its own chunks,
 * docs/budgets.md). Vite gives `resolveDependencies` the host's file name but not the bundle, which this plugin keeps
 * (its generateBundle runs before Vite's import analysis, which calls resolveDependencies).
 */
function preloadWithoutLoaded() {
  let bundle: Record<string, { type: string; imports?: readonly string[] }> = {};
  const closures = new Map<string, Set<string>>();
  const loadedWith = (host: string): Set<string> => {
    let seen = closures.get(host);
    if (!seen) {
      seen = new Set<string>();
      const queue = [host];
      while (queue.length > 0) {
        const file = queue.pop()!;
        if (seen.has(file)) continue;
        seen.add(file);
        queue.push(...(bundle[file]?.imports ?? []));
      }
      closures.set(host, seen);
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'console-preload-without-loaded',
    enforce: 'pre',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output as typeof bundle;
      closures.clear();
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) =>
    context.hostType === 'js' ? deps.filter((dep) => !loadedWith(context.hostId).has(dep)) : deps;
  return { plugin, resolveDependencies };
}

/** The console's config; `frame`: the signed-in frame's modules, made one chunk by the second pass of build.ts. */
export function consoleConfig(frame?: ReadonlySet<string>): UserConfig {
  const preload = preloadWithoutLoaded();
  return {
    plugins: [
      preload.plugin,
      react(),
      vanillaExtractPlugin(),
      // react-aria's own strings (a menu's, a dialog's labels) only in the console's languages, Russian and English
      // (spec §2.1): the other 32 languages' were about 3 KB of the shell (docs/budgets.md). The app sets them as
      // react-aria's locale by the interface's language (ARIA_LOCALES, components/AriaLocale).
      optimizeLocales.vite({ locales: ['ru-RU', 'en-US'] }),
      devConfigJson(),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      // No polyfill of <link rel="modulepreload"> in the entry (quality.md budgets): a browser without it (Safari
      // before 17) still loads every chunk, only without fetching a lazy chunk's imports beside it.
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      // Chunks (quality.md budgets; each chunk costs its own compression and import glue): everything the entry loads
      // at once (boot, the app, the client, the router, the eager locales, the loader of lazy chunks) is one chunk; the
      // form controls the routes share (fields) and the login form's small shared rules are one chunk, not one each.
      rolldownOptions: {
        // Imported constants (docs/spec-values.md: @console/spec's values) are written in where they are used, so a
        // chunk carries no import glue and no shared chunk for a number.
        optimization: { inlineConst: { mode: 'all', pass: 2 } },
        output: {
          advancedChunks: {
            groups: [
              { name: 'boot', tags: ['$initial'], priority: 20 },
              // The two small modules the frame takes from the login form's controls (react-stately's controlled
              // state; the login notice the frame sets when a session expires) in a chunk of their own, so the frame
              // and the first screen do not load the form controls (about 5 KB): a popover or a form loads them.
              {
                name: 'loginAndFrame',
                test: /react-stately\/dist\/private\/utils\/useControlledState|Login\/loginNotice/,
                priority: 11,
              },
              {
                name: 'controls',
                test: /packages\/ui\/src\/components\/(Button|TextField|PasswordField|FieldError|Spinner)\/|loginValidation/,
                priority: 10,
              },
              // What the comments inbox and the chats screens share (the live list plumbing, text rules, the items
              // client the chats client builds on): one chunk, not one each, so neither route pays the glue of six.
              // Only these: what they import (swr's core, which the frame and the public pages use too) stays out, and
              // nothing the frame uses (the viewers, the answers' failure rules), or the frame would take the group.
              {
                name: 'inbox',
                test: /swr\/dist\/infinite|packages\/ui\/src\/data\/(text|itemsFeed)\.ts|packages\/api\/src\/client\/resources\/items\.ts/,
                priority: 5,
                includeDependenciesRecursively: false,
              },
              // Below the entry's and the login form's groups, so none of their modules moves into the frame's chunk.
              ...(frame
                ? [{ name: 'frame', test: (id: string) => frame.has(id), priority: 7, includeDependenciesRecursively: false }]
                : []),
            ],
          },
        },
      },
    },
    server: {
      port: 5173,
      proxy: {
        '/v1': {
          target: apiTarget,
          ws: true,
          // The server accepts sockets only from its own origins: present the proxied socket as coming from there.
          configure: (proxy) => proxy.on('proxyReqWs', (proxyReq) => proxyReq.setHeader('origin', new URL(apiTarget).origin)),
        },
      },
    },
  };
}

// `vite build` alone builds in one pass, without the frame's chunk; `npm run build` runs build.ts.
export default defineConfig(consoleConfig());
