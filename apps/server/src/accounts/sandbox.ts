// The sandbox account-connection provider: one authorization page per network on this server
// (GET /sandbox/connect/:provider) with Allow, Deny and Error buttons that POST back and 303 to the console's
// /callback/{provider} with what the real network sends: code (twitter: oauth_token and oauth_verifier), or
// error/error_description (twitter: denied). Codes are signed, expire after 10 minutes and work once.
// Plain HTML under the server's strict CSP: no script, one <style> with the response's nonce. TikTok's page returns
// only to config.json's three redirect hosts (spec §2.1). checkKeys() stands in for the networks connected by keys
// (docs/token-networks.md "The sandbox").
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AccountProvider, connectionOf, providerOf, type AccountProvider as ProviderId } from '@console/api/contract';
import { publicAddresses, type AddressOptions } from '../http/addresses.ts';
import { ApiFailure } from '../http/errors.ts';
import { styleNonceOf } from '../http/security.ts';
import { languageOf, translate, type Language } from '../messages.ts';
import type { AccountConnector, ExchangeOutcome } from './provider.ts';

export const SANDBOX_CONNECT_PATH = '/sandbox/connect';
export const SANDBOX_CODE_TTL_MS = 10 * 60 * 1000;

// The networks' own names and domains (the page is the network's, not the console's).
const NETWORKS: Record<ProviderId, { name: string; domain: string }> = {
  vk: { name: 'VK', domain: 'vk.com' },
  ok: { name: 'OK', domain: 'ok.ru' },
  facebook: { name: 'Facebook', domain: 'facebook.com' },
  twitter: { name: 'X', domain: 'x.com' },
  instagram: { name: 'Instagram', domain: 'instagram.com' },
  youtube: { name: 'YouTube', domain: 'youtube.com' },
  slack: { name: 'Slack', domain: 'slack.com' },
  google: { name: 'Google', domain: 'business.google.com' },
  gmaps: { name: 'Google Maps', domain: 'maps.google.com' },
  threads: { name: 'Threads', domain: 'threads.net' },
  avito: { name: 'Avito', domain: 'avito.ru' },
  tpulse: { name: 'Pulse', domain: 'tbank.ru' },
  linkedin: { name: 'LinkedIn', domain: 'linkedin.com' },
  tiktok: { name: 'TikTok', domain: 'tiktok.com' },
};

/**
 * docs/token-networks.md "Sandbox": keys that fit the catalogue's formats are valid unless one of them contains 'bad'
 * (any case): then the network refuses them with this text (its own, in English, as the networks answer).
 */
export const SANDBOX_REFUSED_KEYS = 'Unauthorized: the token or key was rejected by the network (sandbox)';
const REFUSED_MARK = /bad/i;

const Params = z.object({ provider: AccountProvider });
const PageQuery = z.object({
  redirect_uri: z.string().check(z.maxLength(2048)),
  state: z.optional(z.string().check(z.maxLength(512))),
  // The account the person signs in as (OAuth's login_hint): reconnecting an account sends its provider_id.
  login_hint: z.optional(z.string().check(z.maxLength(200))),
});
const Decision = z.object({
  action: z.enum(['allow', 'deny', 'fail']),
  name: z.optional(z.string().check(z.maxLength(200))),
  account_id: z.optional(z.string().check(z.maxLength(200))),
  redirect_uri: z.string().check(z.maxLength(2048)),
  state: z.optional(z.string().check(z.maxLength(512))),
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:16px/1.5 sans-serif;background:#f4f6f8;color:#1b1f24}
main{max-width:420px;margin:24px 16px;padding:24px;background:#fff;border:1px solid #7d8590;border-radius:12px}
@media (min-width:460px){main{margin:48px auto}}
h1{margin:0 0 8px;font-size:24px}p{margin:0 0 16px}.notice{color:#545d68;font-size:14px}
label{display:block;margin:0 0 4px;font-weight:600}
input{box-sizing:border-box;width:100%;min-height:44px;margin:0 0 16px;padding:8px 12px;font:inherit;border:1px solid #7d8590;border-radius:8px}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{min-height:44px;padding:8px 20px;font:inherit;border-radius:8px;border:1px solid #7d8590;cursor:pointer;background:#fff;color:#1b1f24}
button[value=allow]{background:#0b57d0;color:#fff;border-color:#0b57d0}
button:focus-visible,input:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}`;

/**
 * The console's own callback page for this provider on one of the server's origins (TikTok: one of config.json's
 * three redirect hosts, spec §2.1); anything else is refused.
 */
function allowedRedirect(redirectUri: string, provider: ProviderId, origins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return null;
  }
  const same = origins.some((origin) => new URL(origin).origin === url.origin); // 'http://h:80' is 'http://h'
  return same && url.pathname === `/callback/${provider}` && url.username === '' ? url : null;
}

function page(provider: ProviderId, query: z.infer<typeof PageQuery>, language: Language, nonce: string): string {
  const network = NETWORKS[provider].name;
  const t = (key: Parameters<typeof translate>[0]) => escapeHtml(translate(key, language, { provider: network }));
  const hidden = (name: string, value: string | undefined) =>
    value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('sandboxConnectTitle')}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>
<h1>${t('sandboxConnectTitle')}</h1><p class="notice">${t('sandboxConnectNotice')}</p>
<form method="post" action="${SANDBOX_CONNECT_PATH}/${provider}">
${hidden('redirect_uri', query.redirect_uri)}${hidden('state', query.state)}
<label for="name">${t('sandboxConnectName')}</label>
<input id="name" name="name" maxlength="200" value="${t('sandboxConnectDefaultName')}">
<label for="account_id">${t('sandboxConnectAccountId')}</label>
<input id="account_id" name="account_id" maxlength="200" value="${escapeHtml(query.login_hint ?? '')}">
<div class="actions">
<button type="submit" name="action" value="allow">${t('sandboxConnectAllow')}</button>
<button type="submit" name="action" value="deny">${t('sandboxConnectDeny')}</button>
<button type="submit" name="action" value="fail">${t('sandboxConnectFail')}</button>
</div></form></main></body></html>`;
}

// Where the sandbox says the key networks' accounts live (a bot's or a shop's page); none for the rest.
const SANDBOX_KEY_DOMAINS: Partial<Record<string, string>> = {
  telegram: 't.me',
  vc: 'vc.ru',
  rustore: 'rustore.ru',
  googleplay: 'play.google.com',
  appstore: 'apps.apple.com',
  huawei: 'appgallery.huawei.com',
  ozon: 'ozon.ru',
  wildberries: 'wildberries.ru',
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40) || 'account';

export function createSandboxConnector(deps: {
  now: () => number;
  /** Where the signing key and each code's nonce come from (default: crypto; the recording server's is fixed). */
  randomBytes?: (size: number) => Buffer;
}): AccountConnector & {
  /** A code as the sandbox page gives it (tests and the e2e drills mint them without the page). */
  mintCode(provider: ProviderId, name: string, now: number, accountId?: string): string;
} {
  const random = deps.randomBytes ?? randomBytes;
  const key = random(32);
  const used = new Map<string, number>(); // code → expiry: each code works once
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  const mintCode = (provider: ProviderId, name: string, now: number, accountId?: string) => {
    const data = {
      p: provider,
      n: name,
      i: accountId || undefined,
      e: now + SANDBOX_CODE_TTL_MS,
      r: random(9).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };

  function redeem(provider: ProviderId, code: string, now: number): ExchangeOutcome {
    const [payload = '', signature = ''] = code.split('.');
    const expected = Buffer.from(sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, kind: 'invalid' };
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p: string; n: string; i?: string; e: number };
    for (const [spent, expiry] of used) if (expiry < now) used.delete(spent);
    if (data.p !== provider || data.e < now || used.has(code)) return { ok: false, kind: 'invalid' };
    used.set(code, data.e);
    const { domain } = NETWORKS[provider];
    const slug = slugOf(data.n);
    return {
      ok: true,
      account: {
        // The account id given on the page, else one made from the name: the same one again updates that account.
        providerId: data.i ?? `sandbox-${createHash('sha256').update(`${provider}\n${data.n}`).digest('hex').slice(0, 16)}`,
        name: data.n,
        screenName: slug,
        domain,
        image: null,
        url: `https://${domain}/${slug}`,
      },
    };
  }

  return {
    name: 'sandbox',
    mintCode,
    async checkKeys(provider, keys) {
      if (Object.values(keys).some((value) => REFUSED_MARK.test(value)))
        return { ok: false, kind: 'provider', description: SANDBOX_REFUSED_KEYS };
      const entry = providerOf(provider);
      const fields = connectionOf(provider) ?? [];
      // The account is the keys' owner: the same keys (their identifying ones, else all) again update that account.
      const identity = fields.filter((field) => field.kind === 'text').map((field) => keys[field.name] ?? '');
      const basis = identity.length > 0 ? identity : fields.map((field) => keys[field.name] ?? '');
      const hash = createHash('sha256')
        .update(`${provider}\n${basis.join('\n')}`)
        .digest('hex');
      const botName = `${entry?.name ?? provider} ${hash.slice(0, 4)}`;
      const slug = slugOf(`sandbox_${provider}_${hash.slice(0, 8)}`);
      const domain = SANDBOX_KEY_DOMAINS[provider] ?? null;
      return {
        ok: true,
        account: {
          providerId: `sandbox-${hash.slice(0, 16)}`,
          name: botName,
          screenName: slug,
          domain,
          image: null,
          url: domain ? `https://${domain}/${slug}` : null,
        },
      };
    },
    authorizeUrl: (provider, siteOrigin) => `${siteOrigin}${SANDBOX_CONNECT_PATH}/${provider}`,
    async exchange(provider, input, now) {
      // Twitter (OAuth 1.0a) hands back oauth_token and oauth_verifier: here the code's two halves.
      const code =
        provider === 'twitter' && input.oauthToken && input.oauthVerifier
          ? `${input.oauthToken}.${input.oauthVerifier}`
          : input.code;
      return code ? redeem(provider, code, now) : { ok: false, kind: 'invalid' };
    },
    registerRoutes(app: FastifyInstance, addresses: AddressOptions, tiktokRedirectHosts) {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      const originsOf = (request: { raw: Parameters<typeof publicAddresses>[0]; params: { provider: ProviderId } }) =>
        request.params.provider === 'tiktok' ? tiktokRedirectHosts(request.raw) : publicAddresses(request.raw, addresses).origins;

      typed.get(
        `${SANDBOX_CONNECT_PATH}/:provider`,
        { config: { policy: 'public' }, schema: { hide: true, params: Params, querystring: PageQuery } },
        async (request, reply) => {
          const { provider } = request.params;
          if (!allowedRedirect(request.query.redirect_uri, provider, originsOf(request)))
            throw new ApiFailure(400, 'sandboxConnectBadRedirect', { params: { provider } });
          const language = languageOf(request.headers['accept-language']);
          return reply
            .header('cache-control', 'no-store')
            .type('text/html; charset=utf-8')
            .send(page(provider, request.query, language, styleNonceOf(request.raw)));
        },
      );

      typed.post(
        `${SANDBOX_CONNECT_PATH}/:provider`,
        { config: { policy: 'public' }, schema: { hide: true, params: Params, body: Decision } },
        async (request, reply) => {
          const { provider } = request.params;
          const { action, redirect_uri: redirectUri, state } = request.body;
          const target = allowedRedirect(redirectUri, provider, originsOf(request));
          if (!target) throw new ApiFailure(400, 'sandboxConnectBadRedirect', { params: { provider } });
          const language = languageOf(request.headers['accept-language']);
          const query = target.searchParams;
          if (action === 'allow') {
            const fallback = translate('sandboxConnectDefaultName', language, { provider: NETWORKS[provider].name });
            const code = mintCode(provider, request.body.name?.trim() || fallback, deps.now(), request.body.account_id?.trim());
            if (provider === 'twitter') {
              const [token = '', verifier = ''] = code.split('.');
              query.set('oauth_token', token);
              query.set('oauth_verifier', verifier);
            } else query.set('code', code);
          } else if (action === 'deny' && provider === 'twitter') {
            query.set('denied', randomBytes(9).toString('base64url')); // what X sends when the person cancels
          } else {
            query.set('error', action === 'deny' ? 'access_denied' : 'server_error');
            if (provider !== 'youtube') {
              const description = action === 'deny' ? 'sandboxConnectDenied' : 'sandboxConnectFailure';
              query.set('error_description', translate(description, language));
            }
          }
          if (state !== undefined && provider !== 'twitter') query.set('state', state);
          return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
        },
      );
    },
  };
}
