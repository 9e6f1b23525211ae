// The deadline (docs/issues.md "Counts"): a job at an issue's due time marks the open issue expired, which moves it
// into the expired counter (the issue_counts trigger) and tells the people concerned (notify.ts, deadline passed).
import { eq } from 'drizzle-orm';
import type { Publisher } from '../realtime/publisher.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { issues } from '../db/schema.ts';
import { loadIssue } from './load.ts';
import { notifyIssue } from './notify.ts';
import { publishIssuesChanged } from './publish.ts';
import { commitIssueChange } from './writes.ts';

/** Nobody listening (a job runner without the servers' publisher): the email still goes. */
const SILENT: Publisher = { toUser() {}, toSpace() {}, closeUser() {}, restartUser() {} };

export function issueExpireJob(publisher: Publisher = SILENT): JobHandler {
  return async (job, { db, now }) => {
    const id = Number(job.payload.id);
    const expired = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(issues).where(eq(issues.id, id)).for('update');
      if (!row || row.closedAt !== null || row.expired || row.dueAt === null) return false;
      // Moved later meanwhile: scheduling moved the job too; nothing to do now.
      if (row.dueAt.getTime() > now) return false;
      await commitIssueChange(tx, row, null, now, { expired: true }, [{ field: 'expired', from: 'false', to: 'true' }]);
      return true;
    });
    if (expired) {
      const issue = (await loadIssue(db, id))!;
      await publishIssuesChanged({ db, publisher }, [id]);
      await notifyIssue({ db, publisher, now: () => now }, { issue, event: 'overdue', actor: null });
    }
    return { kind: 'done' };
  };
}
