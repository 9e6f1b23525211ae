// Every kind of job the server runs, with its handler.
import type { PaymentProvider } from '../billing/provider.ts';
import { expirePaymentJob, PAYMENT_EXPIRE_JOB } from '../billing/payments.ts';
import { deleteExpiredSpace, SPACE_DELETE_JOB } from '../billing/spaceDeletion.ts';
import type { ChannelAdapters } from '../integrations/channel.ts';
import type { TokenCipher } from '../integrations/tokenCipher.ts';
import { SHIFT_START_JOB, shiftStartJob } from '../domain/shiftStart.ts';
import { issueExpireJob } from '../issues/expiry.ts';
import { ISSUE_EXPIRE_JOB } from '../issues/writes.ts';
import type { Publisher } from '../realtime/publisher.ts';
import { subscriptionDigestJob } from '../subscriptions/digest.ts';
import { SUBSCRIPTION_DIGEST_JOB } from '../subscriptions/store.ts';
import type { JobHandler } from './runner.ts';

export function jobHandlers(deps: {
  provider: PaymentProvider;
  /** The Telegram bot and Slack app (main.ts shares them with the servers); default: their sandboxes. */
  channels?: ChannelAdapters;
  /** The socket publisher of the servers, for the console's alerts and shift starts; without it those reach no one. */
  publisher?: Publisher;
  /** The integration tokens' key, the servers' own (main.ts); default: this process's. */
  tokens?: TokenCipher;
}): Record<string, JobHandler> {
  return {
    [SPACE_DELETE_JOB]: deleteExpiredSpace,
    [PAYMENT_EXPIRE_JOB]: expirePaymentJob(deps.provider),
    // An issue's due time passed: expired counter and notifications (issues/expiry.ts).
    [ISSUE_EXPIRE_JOB]: issueExpireJob(deps.publisher),
    [SUBSCRIPTION_DIGEST_JOB]: subscriptionDigestJob({ adapters: deps.channels, publisher: deps.publisher, tokens: deps.tokens }),
    // A shift's status is set and told to the user's consoles (domain/shiftStart.ts).
    ...(deps.publisher ? { [SHIFT_START_JOB]: shiftStartJob(deps.publisher) } : {}),
  };
}
