// The statistics' recount job (docs/stats.md): a space's rollups rebuilt from the raw tables, for
// what no write keeps (a removed account's comments, a change made outside the server) or to check them. Queued with
// `scheduleStatsRecount`; one waiting job per space (the key), so asking twice recounts once.
import type { Db } from '../db/database.ts';
import { recountSpace } from '../stats/rollups.ts';
import { recountStatusTime } from '../stats/statusTime.ts';
import { scheduleJob } from './queue.ts';
import type { JobHandler } from './runner.ts';

export const STATS_RECOUNT_JOB = 'stats.recount';

export const scheduleStatsRecount = (db: Pick<Db, 'insert'>, spaceId: number, now: number) =>
  scheduleJob(db, {
    kind: STATS_RECOUNT_JOB,
    runAt: new Date(now),
    payload: { space_id: spaceId },
    key: `${STATS_RECOUNT_JOB}:${spaceId}`,
  });

export const statsRecountJob: JobHandler = async (job, { db }) => {
  const spaceId = Number(job.payload.space_id);
  if (Number.isSafeInteger(spaceId) && spaceId > 0) {
    await recountSpace(db, spaceId);
    await recountStatusTime(db, spaceId);
  }
  return { kind: 'done' };
};
