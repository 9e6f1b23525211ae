import { chromium } from 'playwright';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname } from 'node:path';
const root = process.argv[2];
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.woff2': 'font/woff2', '.png':'image/png', '.svg':'image/svg+xml' };
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  try { const body = await readFile(join(root, path === '/' ? 'index.html' : path)); res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' }); res.end(body); }
  catch { res.writeHead(404); res.end(); }
}).listen(38999);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
page.on('console', (m) => { if (/v1|record|error/i.test(m.text())) console.log('console:', m.text().slice(0, 200)); });
page.on('requestfinished', async (r) => { if (r.url().includes('/v1/')) { const resp = await r.response(); console.log(r.method(), r.url(), resp?.status()); } });
page.on('requestfailed', (r) => { if (r.url().includes('/v1/')) console.log('FAILED', r.method(), r.url(), r.failure()?.errorText); });
await page.goto(`http://localhost:38999/iframe.html?id=${process.argv[3]}&viewMode=story`);
await page.waitForTimeout(6000);
await browser.close(); server.close();
