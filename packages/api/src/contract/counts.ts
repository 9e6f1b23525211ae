import * as z from 'zod/mini';
import { Counts } from './config.ts';

// spec §7: GET v1/counts (optional params such as monitoring), polled every 120 s.
export const COUNTS_PATH = 'v1/counts';

// `monitoring=1` asks for monitoring_count too (only when the space shows it); otherwise it is 0.
export const CountsQuery = z.object({ monitoring: z.optional(z.enum(['0', '1'])) });
export type CountsQuery = z.infer<typeof CountsQuery>;

export const CountsResponse = Counts;
export type CountsResponse = z.infer<typeof CountsResponse>;
