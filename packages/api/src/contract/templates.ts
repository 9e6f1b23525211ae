import * as z from 'zod/mini';
import { RequestIdDigits } from './ids.ts';

// spec §7: GET v1/templates (params), cached by the client 30 min per identical params.
export const TEMPLATES_PATH = 'v1/templates';

// Filters as query parameters (architecture.md): all optional.
export const TemplatesQuery = z.object({
  object_id: z.optional(RequestIdDigits),
  provider: z.optional(z.string()),
  q: z.optional(z.string().check(z.maxLength(200))),
});
export type TemplatesQuery = z.infer<typeof TemplatesQuery>;

export const Template = z.object({
  id: z.int(),
  name: z.string(),
  text: z.string(),
  provider: z.nullable(z.string()),
});
export type Template = z.infer<typeof Template>;

export const TemplatesResponse = z.object({ items: z.array(Template) });
export type TemplatesResponse = z.infer<typeof TemplatesResponse>;
