// The sandbox identity provider: for each social provider an authorization page on this server
// (GET /sandbox/social/{provider}/authorize, the address the console's social button opens with a code response type
// and the email scope), with switches for 'no email' and 'denied'. Allow returns to the console's /login/{provider}
// with a one-use code and the state; Deny returns the provider's error parameters. Plain HTML under the strict CSP.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { SocialProvider } from '@console/api/contract';
import type { OneUseCodes } from '../auth/oneUseCodes.ts';
import { sha256 } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import { sandboxSocialCodes } from '../db/schema.ts';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { styleNonceOf } from '../http/security.ts';
import { languageOf, translate, type Language, type MessageKey } from '../messages.ts';
import { SOCIAL_PROVIDER_NAMES } from './messages.ts';
import type { IdentityProvider } from './provider.ts';

export const SANDBOX_SOCIAL_PATH = '/sandbox/social';
export const SANDBOX_CLIENT_ID = 'sandbox-console';
// A provider's code lives minutes, like a real one's.
export const SANDBOX_CODE_TTL_MS = 10 * 60_000;

const text = (max: number) => z.string().check(z.maxLength(max));
const Query = z.object({
  client_id: z.optional(text(200)),
  redirect_uri: text(2048),
  response_type: z.optional(text(20)),
  scope: z.optional(text(200)),
  state: z.optional(text(2100)),
});
const Decision = z.object({
  action: z.enum(['allow', 'deny']),
  redirect_uri: text(2048),
  state: z.optional(text(2100)),
  scope: z.optional(text(200)),
  account: z.optional(text(100)),
  name: z.optional(text(100)),
  email: z.optional(text(254)),
  no_email: z.optional(text(10)),
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:440px;margin:24px 16px;padding:24px;background:#fff;border:1px solid #7d8590;border-radius:12px}
@media (min-width:480px){main{margin:48px auto}}h1{margin:0 0 8px;font-size:22px}p{margin:0 0 16px}
.notice{color:#545d68;font-size:14px}label{display:block;margin:0 0 12px}label.check{display:flex;gap:8px;align-items:center}
input[type=text],input[type=email]{display:block;box-sizing:border-box;width:100%;min-height:40px;margin-top:4px;padding:6px 10px;font:inherit;border:1px solid #7d8590;border-radius:8px}
.row{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
button{min-height:44px;padding:8px 20px;font:inherit;border-radius:8px;border:1px solid #7d8590;cursor:pointer}
button[value=allow]{background:#0b57d0;color:#fff;border-color:#0b57d0}button[value=deny]{background:#fff;color:#1b1f24}
button:focus-visible,input:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}.error{color:#b3261e}`;

function shell(title: string, body: string, language: Language, nonce: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function page(provider: SocialProvider, query: z.infer<typeof Query>, language: Language, nonce: string): string {
  const name = SOCIAL_PROVIDER_NAMES[provider][language];
  const t = (key: MessageKey) => escapeHtml(translate(key, language, { provider: name }));
  const account = `${provider}-sandbox-${randomBytes(4).toString('hex')}`;
  const hidden = (field: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${field}" value="${escapeHtml(value)}">`;
  const body = `<h1>${t('socialSandboxTitle')}</h1><p class="notice">${t('socialSandboxNotice')}</p>
<form method="post" action="${SANDBOX_SOCIAL_PATH}/${provider}/authorize">
${hidden('redirect_uri', query.redirect_uri)}${hidden('state', query.state)}${hidden('scope', query.scope)}
<label>${t('socialSandboxAccount')}<input type="text" name="account" value="${account}" required maxlength="100"></label>
<label>${t('socialSandboxName')}<input type="text" name="name" value="Sandbox ${escapeHtml(name)}" required maxlength="100"></label>
<label>${t('socialSandboxEmail')}<input type="email" name="email" value="${account}@sandbox.example" maxlength="254"></label>
<label class="check"><input type="checkbox" name="no_email" value="1">${t('socialSandboxNoEmail')}</label>
<div class="row"><button type="submit" name="action" value="allow">${t('socialSandboxAllow')}</button>
<button type="submit" name="action" value="deny">${t('socialSandboxDeny')}</button></div></form>`;
  return shell(translate('socialSandboxTitle', language, { provider: name }), body, language, nonce);
}

function badRequestPage(provider: SocialProvider, language: Language, nonce: string): string {
  const name = SOCIAL_PROVIDER_NAMES[provider][language];
  const title = translate('socialSandboxTitle', language, { provider: name });
  const body = `<h1>${escapeHtml(title)}</h1><p class="error">${escapeHtml(translate('socialSandboxBadRequest', language, { provider }))}</p>`;
  return shell(title, body, language, nonce);
}

/** The one address a code may go back to: this console's /login/{provider} (no open redirect through the sandbox). */
function isConsoleCallback(redirectUri: string, provider: SocialProvider, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  return origins.includes(url.origin) && url.pathname === `/login/${provider}` && url.username === '' && url.password === '';
}

function withParams(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

const sharesEmail = (scope: string | undefined) => (scope ?? '').split(/[\s,+]+/).includes('email');

export function createSandboxIdentityProvider(
  provider: SocialProvider,
  deps: { db: Db; now: () => number; addresses: AddressOptions; codes: OneUseCodes },
): IdentityProvider {
  const { db } = deps;
  const originsOf = (request: FastifyRequest) => publicAddresses(request.raw, deps.addresses).origins;
  const path = `${SANDBOX_SOCIAL_PATH}/${provider}/authorize`;
  return {
    provider,
    kind: 'sandbox',
    publicConfig: (siteOrigin) => ({ clientId: SANDBOX_CLIENT_ID, authorizeUrl: `${siteOrigin}${path}` }),
    async exchangeCode({ code, redirectUri, now }) {
      const [row] = await db
        .update(sandboxSocialCodes)
        .set({ usedAt: new Date(now) })
        .where(
          and(
            eq(sandboxSocialCodes.codeHash, sha256(code)),
            eq(sandboxSocialCodes.provider, provider),
            eq(sandboxSocialCodes.redirectUri, redirectUri),
            isNull(sandboxSocialCodes.usedAt),
            gt(sandboxSocialCodes.expiresAt, new Date(now)),
          ),
        )
        .returning();
      return row ? { id: row.providerUserId, name: row.name, email: row.email } : null;
    },
    registerRoutes(app: FastifyInstance) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      const html = (request: FastifyRequest) => ({
        language: languageOf(request.headers['accept-language']),
        nonce: styleNonceOf(request.raw),
      });
      typed.get(path, { config: { policy: 'public' }, schema: { hide: true, querystring: Query } }, async (request, reply) => {
        const { language, nonce } = html(request);
        const query = request.query;
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (query.response_type !== 'code' || !isConsoleCallback(query.redirect_uri, provider, originsOf(request))) {
          return reply.code(400).send(badRequestPage(provider, language, nonce));
        }
        return reply.send(page(provider, query, language, nonce));
      });
      typed.post(path, { config: { policy: 'public' }, schema: { hide: true, body: Decision } }, async (request, reply) => {
        const body = request.body;
        if (!isConsoleCallback(body.redirect_uri, provider, originsOf(request))) {
          const { language, nonce } = html(request);
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(badRequestPage(provider, language, nonce));
        }
        reply.header('cache-control', 'no-store');
        if (body.action === 'deny') {
          // What VK and Facebook send back when the person refuses (Google and Yandex send error=access_denied too).
          const denied = withParams(body.redirect_uri, {
            error: 'access_denied',
            error_reason: 'user_denied',
            error_description: 'User denied your request',
            state: body.state,
          });
          return reply.redirect(denied, 303);
        }
        const code = deps.codes('socialCode');
        const account = body.account?.trim() || `${provider}-sandbox-${randomBytes(4).toString('hex')}`;
        const email = body.no_email || !sharesEmail(body.scope) ? '' : (body.email?.trim().toLowerCase() ?? '');
        const now = deps.now();
        await db.insert(sandboxSocialCodes).values({
          codeHash: sha256(code),
          provider,
          providerUserId: account,
          name: body.name?.trim() || account,
          email: email === '' ? null : email,
          redirectUri: body.redirect_uri,
          createdAt: new Date(now),
          expiresAt: new Date(now + SANDBOX_CODE_TTL_MS),
        });
        return reply.redirect(withParams(body.redirect_uri, { code, state: body.state }), 303);
      });
    },
  };
}
