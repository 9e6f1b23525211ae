// Every kind of job the server runs, with its handler.
import type { PaymentProvider } from '../billing/provider.ts';
import { expirePaymentJob, PAYMENT_EXPIRE_JOB } from '../billing/payments.ts';
import { deleteExpiredSpace, SPACE_DELETE_JOB } from '../billing/spaceDeletion.ts';
import type { ChannelAdapters } from '../integrations/channel.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import { SHIFT_START_JOB, shiftStartJob } from '../domain/shiftStart.ts';
import { issueExpireJob } from '../issues/expiry.ts';
import { NOTIFICATION_DIGEST_JOB, notificationDigestJob } from '../issues/digest.ts';
import { ISSUE_EXPIRE_JOB } from '../issues/writes.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { subscriptionDigestJob } from '../subscriptions/digest.ts';
import { SUBSCRIPTION_DIGEST_JOB } from '../subscriptions/store.ts';
import type { JobHandler } from './runner.ts';
import { STATS_RECOUNT_JOB, statsRecountJob } from './statsRecount.ts';
import { STATS_REPORT_JOB, statsReportJob } from '../stats/reports.ts';
import type { DeskAdapter } from '../hde/desk.ts';
import { createSandboxDesk } from '../hde/sandbox.ts';
import { HDE_SYNC_JOB, hdeSyncJob } from '../hde/tickets.ts';
import { processTokenCipher } from '../integrations/tokenCipher.ts';

export function jobHandlers(deps: {
  provider: PaymentProvider;
  /** The Telegram bot and Slack app (main.ts shares them with the servers); default: their sandboxes. */
  channels?: ChannelAdapters;
  /** The socket publisher of the servers, for the console's alerts and shift starts; without it those reach no one. */
  publisher?: Publisher;
  /** The integration tokens' key, the servers' own (main.ts); default: this process's. */
  tokens?: TokenCipher;
  /** The HelpDeskEddy desk (docs/hde.md); default: the sandbox desk on the job's database and clock. */
  desk?: DeskAdapter;
}): Record<string, JobHandler> {
  const { desk } = deps;
  return {
    [SPACE_DELETE_JOB]: deleteExpiredSpace,
    [PAYMENT_EXPIRE_JOB]: expirePaymentJob(deps.provider),
    // An issue's due time passed: expired counter and notifications (issues/expiry.ts).
    [ISSUE_EXPIRE_JOB]: issueExpireJob(deps.publisher),
    // A space's statistics rollups rebuilt from the raw tables (docs/stats.md).
    [STATS_RECOUNT_JOB]: statsRecountJob,
    // A saved statistics report emailed on its schedule (stats/reports.ts, docs/stats.md "Reports").
    [STATS_REPORT_JOB]: statsReportJob,
    // A HelpDeskEddy ticket's status read back onto its issue (hde/tickets.ts).
    [HDE_SYNC_JOB]: hdeSyncJob({
      desk: desk ? () => desk : ({ db, now }) => createSandboxDesk({ db, now: () => now }),
      tokens: deps.tokens ?? processTokenCipher,
      publisher: deps.publisher,
    }),
    // Hourly, daily… email digests of notifications (issues/digest.ts).
    [NOTIFICATION_DIGEST_JOB]: notificationDigestJob,
    [SUBSCRIPTION_DIGEST_JOB]: subscriptionDigestJob({ adapters: deps.channels, publisher: deps.publisher, tokens: deps.tokens }),
    // A shift's status is set and told to the user's consoles (domain/shiftStart.ts).
    ...(deps.publisher ? { [SHIFT_START_JOB]: shiftStartJob(deps.publisher) } : {}),
  };
}
