// What the sandbox channels posted, as a page a developer reads (GET /sandbox/channels, newest first; ?target= one
// chat or channel). This machine only, like the sandbox outbox (signup/outboxAccess.ts). Every text is escaped.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { sandboxChannelMessages } from '../db/schema.ts';
import { styleNonceOf } from '../http/security.ts';
import { languageOf, translate, type Language } from '../messages.ts';

export const SANDBOX_CHANNELS_PAGE_PATH = '/sandbox/channels';
const LIMIT = 100;

const Query = z.object({ target: z.optional(z.string().check(z.maxLength(100))) });
type Row = typeof sandboxChannelMessages.$inferSelect;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:760px;margin:24px auto;padding:0 16px}h1{font-size:24px;margin:0 0 8px}
.notice{color:#545d68;font-size:14px}ol{list-style:none;padding:0;margin:0}
li{background:#fff;border:1px solid #7d8590;border-radius:12px;padding:16px;margin:0 0 12px}
.meta{color:#545d68;font-size:14px;margin:0 0 8px}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}`;

export function channelsPage(rows: readonly Row[], language: Language, nonce: string): string {
  const t = (key: Parameters<typeof translate>[0]) => escapeHtml(translate(key, language));
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
  const items = rows
    .map(
      (
        row,
      ) => `<li><article><p class="meta">${escapeHtml(row.kind)} · <span class="target">${escapeHtml(row.target)}</span> · <time datetime="${row.createdAt.toISOString()}">${escapeHtml(dates.format(row.createdAt))}</time></p>
<pre>${escapeHtml(row.text)}</pre></article></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('channelsTitle')}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>
<h1>${t('channelsTitle')}</h1><p class="notice">${t('channelsNotice')}</p>
${rows.length === 0 ? `<p>${t('channelsEmpty')}</p>` : `<ol>${items}</ol>`}
</main></body></html>`;
}

export function channelsPageRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      SANDBOX_CHANNELS_PAGE_PATH,
      { config: { policy: 'public' }, schema: { hide: true, querystring: Query } },
      async (request, reply) => {
        const target = request.query.target?.trim();
        const rows = await deps.db
          .select()
          .from(sandboxChannelMessages)
          .where(target ? eq(sandboxChannelMessages.target, target) : undefined)
          .orderBy(desc(sandboxChannelMessages.createdAt), desc(sandboxChannelMessages.id))
          .limit(LIMIT);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(channelsPage(rows, languageOf(request.headers['accept-language']), styleNonceOf(request.raw)));
      },
    );
}
