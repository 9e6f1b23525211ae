// Every kind of job the server runs, with its handler.
import type { PaymentProvider } from '../billing/provider.ts';
import { expirePaymentJob, PAYMENT_EXPIRE_JOB } from '../billing/payments.ts';
import { deleteExpiredSpace, SPACE_DELETE_JOB } from '../billing/spaceDeletion.ts';
import type { JobHandler } from './runner.ts';

export function jobHandlers(deps: { provider: PaymentProvider }): Record<string, JobHandler> {
  return {
    [SPACE_DELETE_JOB]: deleteExpiredSpace,
    [PAYMENT_EXPIRE_JOB]: expirePaymentJob(deps.provider),
  };
}
