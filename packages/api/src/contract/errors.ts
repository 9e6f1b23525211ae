import * as z from 'zod/mini';

// Every error answer of the API: a text in the request's language and an optional machine type (spec §7, §8).
export const ErrorBody = z.object({
  error: z.string(),
  error_type: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// error_type values the console acts on.
export const ERROR_TYPE_CODE_REQUIRED = 'code_required';
