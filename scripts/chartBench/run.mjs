// The chart library's measurement (docs/stats.md "Charts"): for each candidate, the minified gzip size of a line + bar
// chart's code (React external: the app already ships it) and the median time to draw a year of daily points in
// Chromium at 375 px. Usage: node scripts/chartBench/run.mjs [node_modules dir holding the candidates].
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { launchOptions } from '../browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const nodePaths = process.argv[2] ? [process.argv[2]] : [];
const CANDIDATES = ['uplot', 'chartjs', 'recharts'];
const RUNS = 15;

async function bundle(name, browser) {
  const result = await build({
    entryPoints: [join(here, `${name}.js`)],
    bundle: true,
    minify: true,
    write: false,
    format: browser ? 'iife' : 'esm',
    globalName: browser ? 'bench' : undefined,
    outdir: '/tmp/chartBench-out',
    nodePaths,
    external: browser ? [] : ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const js = result.outputFiles
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => f.text)
    .join('');
  const css = result.outputFiles
    .filter((f) => f.path.endsWith('.css'))
    .map((f) => f.text)
    .join('');
  return { js, css };
}

const browser = await chromium.launch(launchOptions);
for (const name of CANDIDATES) {
  let sized;
  try {
    sized = await bundle(name, false);
  } catch {
    console.log(`${name}: not installed, skipped`);
    continue;
  }
  const gzip = (gzipSync(sized.js + sized.css).length / 1024).toFixed(1);
  const page = await browser.newPage({ viewport: { width: 375, height: 700 } });
  const { js, css } = await bundle(name, true);
  await page.setContent(`<style>${css}</style><div id="c"></div>`);
  await page.addScriptTag({ content: js });
  const times = await page.evaluate(
    ({ runs, name }) => {
      const days = Array.from({ length: 365 }, (_, i) => (name === 'uplot' ? 1_700_000_000 + i * 86_400 : i));
      const a = days.map((_, i) => Math.round(50 + 40 * Math.sin(i / 9) + (i % 7) * 3));
      const b = days.map((_, i) => Math.round(30 + 20 * Math.cos(i / 5)));
      const el = document.getElementById('c');
      const out = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        const destroy = window.bench.draw(el, days, a, b);
        el.getBoundingClientRect();
        out.push(performance.now() - start);
        destroy();
        el.replaceChildren();
      }
      return out.sort((x, y) => x - y);
    },
    { runs: RUNS, name },
  );
  const median = times[Math.floor(times.length / 2)].toFixed(1);
  console.log(
    `${name}: ${gzip} KB gzip (React external), draw 365 days median ${median} ms, min ${times[0].toFixed(1)}..max ${times.at(-1).toFixed(1)} ms over ${RUNS} runs`,
  );
  await page.close();
}
await browser.close();
