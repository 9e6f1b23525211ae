// The sandbox outbox as a page a person can read (README "Sandbox outbox"): GET /sandbox/outbox lists the letters the
// demo server "sent", newest first, with their links clickable; ?to=<address> shows one address's letters. Plain HTML
// under the server's strict CSP (no script, one <style> with the response's nonce); every text is escaped.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { emailOutbox } from '../db/schema.ts';
import { styleNonceOf } from '../http/security.ts';
import { languageOf, translate, type Language } from '../messages.ts';

export const SANDBOX_OUTBOX_PAGE_PATH = '/sandbox/outbox';
const LIMIT = 100;

const Query = z.object({ to: z.optional(z.string().check(z.maxLength(254))) });

type Row = typeof emailOutbox.$inferSelect;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// Only the server's own http(s) links become anchors (a stored link is never a javascript: URL).
const safeLink = (link: string | null) => (link !== null && /^https?:\/\//i.test(link) ? link : null);

const STYLE = `body{margin:0;font:16px/1.5 sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:760px;margin:24px auto;padding:0 16px}h1{font-size:24px;margin:0 0 8px}
.notice{color:#545d68;font-size:14px}ol{list-style:none;padding:0;margin:0}
li{background:#fff;border:1px solid #7d8590;border-radius:12px;padding:16px;margin:0 0 12px}
h2{font-size:18px;margin:0 0 4px}.meta{color:#545d68;font-size:14px;margin:0 0 8px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0 0 8px}a{color:#0b57d0}
a:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}`;

export function outboxPage(rows: readonly Row[], language: Language, nonce: string): string {
  const t = (key: Parameters<typeof translate>[0]) => escapeHtml(translate(key, language));
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  const items = rows
    .map((row) => {
      const link = safeLink(row.link);
      return `<li><article><h2>${escapeHtml(row.subject)}</h2>
<p class="meta">${t('outboxTo')}: <span class="to">${escapeHtml(row.to)}</span> · <time datetime="${row.createdAt.toISOString()}">${escapeHtml(dates.format(row.createdAt))}</time></p>
<pre>${escapeHtml(row.text)}</pre>${link ? `<p><a href="${escapeHtml(link)}">${t('outboxOpenLink')}: ${escapeHtml(link)}</a></p>` : ''}</article></li>`;
    })
    .join('\n');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('outboxTitle')}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>
<h1>${t('outboxTitle')}</h1><p class="notice">${t('outboxNotice')}</p>
${rows.length === 0 ? `<p>${t('outboxEmpty')}</p>` : `<ol>${items}</ol>`}
</main></body></html>`;
}

export function outboxPageRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SANDBOX_OUTBOX_PAGE_PATH,
      { config: { policy: 'public' }, schema: { hide: true, querystring: Query } },
      async (request, reply) => {
        const to = request.query.to?.trim().toLowerCase();
        const rows = await deps.db
          .select()
          .from(emailOutbox)
          .where(to ? eq(emailOutbox.to, to) : undefined)
          .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
          .limit(LIMIT);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(outboxPage(rows, languageOf(request.headers['accept-language']), styleNonceOf(request.raw)));
      },
    );
}
