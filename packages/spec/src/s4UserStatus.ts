// spec §4 "User status": when the periodic automatic check runs and when its answer applies (numbers: §7, §9).
import { STATUS_ACCEPT_AFTER_MS, STATUS_MANUAL_GRACE_MS } from './s9Polling.ts';

export interface AutoStatusMoment {
  now: number;
  /** The last status the user chose by hand; null when none. */
  lastManualChangeAt: number | null;
  /** The last change of the status of any origin. */
  lastChangeAt: number | null;
}

const longerThan = (since: number | null, now: number, ms: number): boolean => since === null || now - since > ms;

/** spec §4, §9: the automatic status check runs only when the last manual change is more than 600 s old. */
export const shouldAskAutoStatus = ({ now, lastManualChangeAt }: Pick<AutoStatusMoment, 'now' | 'lastManualChangeAt'>): boolean =>
  longerThan(lastManualChangeAt, now, STATUS_MANUAL_GRACE_MS);

/** spec §7, §9: and its answer applies only when more than 30 s passed since the status last changed. */
export const shouldApplyAutoStatus = (moment: AutoStatusMoment): boolean =>
  shouldAskAutoStatus(moment) && longerThan(moment.lastChangeAt, moment.now, STATUS_ACCEPT_AFTER_MS);
