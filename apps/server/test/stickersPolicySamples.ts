// Sample requests of settings/accounts/{id}/stickers (routes/stickers.ts) for the role × endpoint test: each succeeds
// for the administrator on the demo space's first account.
import type { InjectOptions } from 'fastify';
import type { RoleName } from '@console/api/contract';
import type { Db } from '../src/db/database.ts';
import { demoAccountId } from './exclusionsPolicySamples.ts';

type Sample = Omit<InjectOptions, 'headers'>;
type RoleSample = (db: Db, role: RoleName) => Promise<Sample>;

export const STICKERS_ROLE_SAMPLES: Record<string, RoleSample> = {
  'GET /v1/objects/:id/stickers': async (db) => ({ method: 'GET', url: `/v1/objects/${await demoAccountId(db)}/stickers` }),
  'PATCH /v1/objects/:id/stickers': async (db) => ({
    method: 'PATCH',
    url: `/v1/objects/${await demoAccountId(db)}/stickers`,
    payload: { enabled: [] },
  }),
};

/** The sandbox stickers' pictures: an <img> in the thread and the composer loads them without a bearer. */
export const STICKERS_PUBLIC_ENDPOINTS = ['GET /v1/stickers/:file'];
