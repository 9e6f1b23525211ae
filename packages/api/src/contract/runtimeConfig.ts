// zod/mini (tree-shakable) throughout the contract: the client ships in the /login budget of quality.md.
import * as z from 'zod/mini';

const nonEmpty = () => z.string().check(z.minLength(1));

// The deployment's config.json beside index.html (architecture "Runtime configuration").
export const RuntimeConfig = z.object({
  productName: nonEmpty(),
  apiHosts: z.array(z.url()).check(z.minLength(1), z.maxLength(2)),
  socketUrl: z.url(),
  clientId: nonEmpty(),
  clientSecret: nonEmpty(),
  captcha: z.union([z.null(), z.object({ provider: z.literal('recaptcha'), siteKey: nonEmpty() })]),
  // spec §2.1: a social provider's client id and, when not the provider's own page, where its authorization starts
  // (the reference server's sandbox); only the providers listed get a button.
  social: z.record(z.string(), z.object({ clientId: nonEmpty(), authorizeUrl: z.optional(z.url()) })),
  tiktokRedirectHosts: z.array(z.url()).check(z.length(3)),
  faqUrl: z.object({ ru: z.url(), en: z.url() }),
  // spec §7 "A favicon service is used for account domains": a URL with `{domain}` (an absolute https URL or a path of
  // this host); absent or null: none, so no customer domain leaves the console unless configured (docs/deployment.md).
  faviconUrl: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
