// settings/accounts/{id}/stickers (spec §2.4): GET and PATCH v1/objects/{id}/stickers for the administrator, and the
// sandbox stickers' pictures, GET v1/stickers/{sticker}.svg (public: an <img> sends no bearer; docs/accounts.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountStickers,
  AccountStickersConflict,
  AccountStickersUpdate,
  ErrorBody,
  OBJECTS_PATH,
  RequestIdParam,
  STICKERS_PATH,
  stickerOf,
  stickerSvg,
} from '@console/api/contract';
import * as z from 'zod/mini';
import { accountStickers, updateAccountStickers } from '../accounts/stickers.ts';
import type { Db } from '../db/database.ts';
import { languageOfRequest } from '../http/errorHandling.ts';
import { ApiFailure } from '../http/errors.ts';
import { requireAuth } from '../http/policy.ts';
import { translate } from '../messages.ts';
import { ACCOUNT_SETTINGS_POLICY } from './accountSettings.ts';

const IdParams = z.object({ id: RequestIdParam });
const StickerParams = z.object({ file: z.string().check(z.maxLength(80)) });
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const config = { policy: ACCOUNT_SETTINGS_POLICY };

export function stickersRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    `/${OBJECTS_PATH}/:id/stickers`,
    { config, schema: { params: IdParams, response: { 200: AccountStickers, ...errors } } },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      reply.header('cache-control', 'no-store');
      return accountStickers(db, user.id, request.params.id);
    },
  );

  typed.patch(
    `/${OBJECTS_PATH}/:id/stickers`,
    {
      config,
      schema: {
        params: IdParams,
        body: AccountStickersUpdate,
        response: { 200: AccountStickers, ...errors, 409: AccountStickersConflict },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request.auth);
      const outcome = await updateAccountStickers(db, { callerId: user.id, id: request.params.id, update: request.body });
      if (outcome.kind === 'ok') return outcome.stickers;
      const error = translate('accountConflict', languageOfRequest(request));
      return reply.code(409).send({ error, error_type: 'conflict' as const, current: outcome.current });
    },
  );

  typed.get(
    `/${STICKERS_PATH}/:file`,
    { config: { policy: 'public' }, schema: { params: StickerParams } },
    async (request, reply) => {
      const found = /^(.+)\.svg$/.exec(request.params.file);
      const entry = found ? stickerOf(found[1]!) : undefined;
      if (!entry) throw new ApiFailure(404, 'notFound');
      return (
        reply
          .header('content-type', 'image/svg+xml')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          // The console (another port of the same host) shows them with <img>.
          .header('cross-origin-resource-policy', 'same-site')
          .header('cache-control', 'public, max-age=86400')
          .send(stickerSvg(entry.sticker))
      );
    },
  );
}
