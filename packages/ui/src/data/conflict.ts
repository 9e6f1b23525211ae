import { ApiError } from '@console/api/client';

type ConflictSchema<T> = { safeParse(data: unknown): { success: true; data: { current: T } } | { success: false } };

/**
 * A 409 `conflict` answer's `current` (docs/error-types.md): what another administrator saved meanwhile, for a settings
 * form to keep its edits and make its next save knowing it; null for any other failure.
 */
export function conflictCurrentOf<T>(error: unknown, schema: ConflictSchema<T>): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const conflict = schema.safeParse(error.data);
  return conflict.success ? conflict.data.current : null;
}
