// The sandbox payment provider: its own tiny payment page on the server (GET /sandbox/pay/:id) with Pay and
// Decline buttons that POST back. Plain HTML that works under the server's strict CSP: no script, one
// <style> with the response's nonce, a same-origin form, and a 303 to the console's report page.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Db } from '../db/database.ts';
import { sandboxPayments } from '../db/schema.ts';
import { languageOf, translate, type Language } from '../messages.ts';
import { ApiFailure } from '../http/errors.ts';
import { styleNonceOf } from '../http/security.ts';
import type { PaymentProvider } from './provider.ts';

export const SANDBOX_PAY_PATH = '/sandbox/pay';

const Params = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) });
const Decision = z.object({ action: z.enum(['pay', 'decline']) });

type SandboxRow = typeof sandboxPayments.$inferSelect;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:420px;margin:24px 16px;padding:24px;background:#fff;border:1px solid #7d8590;border-radius:12px}
@media (min-width:460px){main{margin:48px auto}}
h1{margin:0 0 8px;font-size:24px}p{margin:0 0 16px}.amount{font-size:28px;font-weight:600}
.notice{color:#545d68;font-size:14px}form{display:flex;gap:12px;flex-wrap:wrap}
button{min-height:44px;padding:8px 20px;font:inherit;border-radius:8px;border:1px solid #7d8590;cursor:pointer}
button[value=pay]{background:#0b57d0;color:#fff;border-color:#0b57d0}button[value=decline]{background:#fff;color:#1b1f24}
button:focus-visible,a:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}a{color:#0b57d0}`;

function page(row: SandboxRow, language: Language, nonce: string): string {
  const t = (key: Parameters<typeof translate>[0]) => escapeHtml(translate(key, language));
  const amount = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: row.currency,
    currencyDisplay: 'narrowSymbol',
  }).format(row.amount / 100);
  const body =
    row.status === 'pending'
      ? `<form method="post" action="${SANDBOX_PAY_PATH}/${escapeHtml(row.id)}">
<button type="submit" name="action" value="pay">${t('sandboxPay')}</button>
<button type="submit" name="action" value="decline">${t('sandboxDecline')}</button></form>`
      : `<p>${t(row.status === 'succeeded' ? 'sandboxSucceeded' : 'sandboxCanceled')}</p>
<p><a href="${escapeHtml(row.returnUrl)}">${t('sandboxBack')}</a></p>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('sandboxTitle')}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>
<h1>${t('sandboxTitle')}</h1><p class="notice">${t('sandboxNotice')}</p>
<p>${escapeHtml(row.description)}</p><p>${t('sandboxAmount')}: <span class="amount">${escapeHtml(amount)}</span></p>
${body}</main></body></html>`;
}

export function createSandboxProvider(deps: { db: Db; now: () => number }): PaymentProvider {
  const { db } = deps;
  const find = async (id: string) => (await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0];
  // Final once: a second Pay or Decline finds it no longer pending and changes nothing.
  const finish = async (id: string, status: 'succeeded' | 'canceled', now: number) =>
    (
      await db
        .update(sandboxPayments)
        .set({ status, finishedAt: new Date(now) })
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'pending')))
        .returning()
    )[0];

  return {
    name: 'sandbox',
    async createPayment(request) {
      const id = randomBytes(24).toString('base64url');
      await db.insert(sandboxPayments).values({
        id,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        createdAt: new Date(request.now),
      });
      return { externalId: id, confirmationUrl: `${request.siteOrigin}${SANDBOX_PAY_PATH}/${id}` };
    },
    async cancelPayment(externalId, now) {
      if (await finish(externalId, 'canceled', now)) return true;
      return (await find(externalId))?.status !== 'succeeded';
    },
    registerRoutes(app: FastifyInstance, onConfirmation) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      // The page's address is an unguessable id; anyone holding it may pay, as with a real provider's page.
      typed.get(
        `${SANDBOX_PAY_PATH}/:id`,
        { config: { policy: 'public' }, schema: { hide: true, params: Params } },
        async (request, reply) => {
          const row = await find(request.params.id);
          if (!row) throw new ApiFailure(404, 'notFound');
          const language = languageOf(request.headers['accept-language']);
          return reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page(row, language, styleNonceOf(request.raw)));
        },
      );
      typed.post(
        `${SANDBOX_PAY_PATH}/:id`,
        { config: { policy: 'public' }, schema: { hide: true, params: Params, body: Decision } },
        async (request, reply) => {
          const outcome = request.body.action === 'pay' ? 'succeeded' : 'canceled';
          const changed = await finish(request.params.id, outcome, deps.now());
          const row = changed ?? (await find(request.params.id));
          if (!row) throw new ApiFailure(404, 'notFound');
          if (changed) await onConfirmation({ externalId: row.id, outcome });
          // Post/redirect/get to the console's payment report (same origin: CSP form-action 'self').
          return reply.header('cache-control', 'no-store').redirect(row.returnUrl, 303);
        },
      );
    },
  };
}
