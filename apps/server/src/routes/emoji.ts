// spec §7 PUT v1/me/emoji: the recent emoji per network (spec §3, §9: at most 18, most recent first). The lists of
// the networks the body names replace the stored ones in one statement, so two tabs saving different networks
// at once keep both; the answer is the whole map.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EMOJI_PATH, ErrorBody, RecentEmojiResponse, RecentEmojiUpdate } from '@console/api/contract';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { requireAuth } from '../http/policy.ts';

export function emojiRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.withTypeProvider<ZodTypeProvider>().put(
    `/${EMOJI_PATH}`,
    {
      config: { policy: 'authenticated' },
      schema: { body: RecentEmojiUpdate, response: { 200: RecentEmojiResponse, 400: ErrorBody, 401: ErrorBody } },
    },
    async (request) => {
      const { user } = requireAuth(request.auth);
      const [row] = await db
        .update(users)
        .set({ emoji: sql`${users.emoji} || ${JSON.stringify(request.body)}::jsonb` })
        .where(eq(users.id, user.id))
        .returning({ emoji: users.emoji });
      return row?.emoji ?? {};
    },
  );
}
