import { z } from 'zod';

// The deployment's config.json beside index.html (issue 2, architecture "Runtime configuration").
export const RuntimeConfig = z.object({
  productName: z.string().min(1),
  apiHosts: z.array(z.url()).min(1).max(2),
  socketUrl: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  captcha: z.union([z.null(), z.object({ provider: z.literal('recaptcha'), siteKey: z.string().min(1) })]),
  social: z.record(z.string(), z.object({ clientId: z.string().min(1) })),
  tiktokRedirectHosts: z.array(z.url()).length(3),
  faqUrl: z.object({ ru: z.url(), en: z.url() }),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
