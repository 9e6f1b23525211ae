import * as z from 'zod/mini';

// Ours, not spec §3 (docs/answers.md): after closing a comment or chat, open the next or the previous one of the list, or
// go back to the list. Absent: the next one. A module of its own: v1/me's schema, in the entry, reads it, and
// userSettings.ts would bring the provider catalogue with it (docs/budgets.md).
export const AFTER_CLOSE_CHOICES = ['next', 'previous', 'list'] as const;
export const AfterClose = z.enum(AFTER_CLOSE_CHOICES);
export type AfterClose = z.infer<typeof AfterClose>;
