import * as z from 'zod/mini';

// The console reports its uncaught errors here; the server logs them.
export const CLIENT_ERRORS_PATH = 'v1/client_errors';

// `answer`: fields of a server's answer the console read as their defaults (docs/answers.md).
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'chunk', 'answer'] as const;

export const ClientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().check(z.maxLength(2000)),
  stack: z.optional(z.string().check(z.maxLength(8000))),
  /** The page's path and query (no origin, no fragment). */
  url: z.string().check(z.maxLength(2000)),
  release: z.optional(z.string().check(z.maxLength(100))),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;

export const ClientErrorAnswer = z.object({});
export type ClientErrorAnswer = z.infer<typeof ClientErrorAnswer>;
