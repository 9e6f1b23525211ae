import * as z from 'zod/mini';
import { RequestId } from './ids.ts';

// spec §7: GET v1/me/status?auto_update=1 (every 180 s) and PUT v1/me/status.
export const STATUS_PATH = 'v1/me/status';

export const StatusQuery = z.object({ auto_update: z.optional(z.enum(['0', '1'])) });
export type StatusQuery = z.infer<typeof StatusQuery>;

// The user's current status id (spec §3 user.status); null when none is set.
export const StatusResponse = z.object({ status: z.nullable(z.int()) });
export type StatusResponse = z.infer<typeof StatusResponse>;

// spec §7: status and space_id; the forced-status dialog sends only status.
export const StatusUpdate = z.object({ status: RequestId, space_id: z.optional(RequestId) });
export type StatusUpdate = z.infer<typeof StatusUpdate>;
