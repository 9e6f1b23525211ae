// The periodic automatic status check (spec §4 "User status", §7 GET v1/me/status?auto_update=1, §9).

/** spec §7, §9: GET v1/me/status?auto_update=1 every 180 s. */
export const STATUS_AUTO_CHECK_MS = 180_000;
/** spec §7, §9: applied only if more than 600 s passed since the last manual change. */
export const STATUS_MANUAL_GRACE_MS = 600_000;
/** spec §7, §9: accepted only when more than 30 s passed since the status last changed, whatever changed it. */
export const STATUS_ACCEPT_AFTER_MS = 30_000;

export interface AutoStatusMoment {
  now: number;
  /** The last status the user chose by hand (PUT v1/me/status); null when none in this session. */
  lastManualChangeAt: number | null;
  /** The last change of the status of any origin: by hand, a socket `status` message, an earlier automatic update. */
  lastChangeAt: number | null;
}

const longerThan = (since: number | null, now: number, ms: number): boolean => since === null || now - since > ms;

// spec §9: "only if at least 600 s since the last change": the check is not even asked for within the grace.
export function shouldAskAutoStatus({ now, lastManualChangeAt }: Pick<AutoStatusMoment, 'now' | 'lastManualChangeAt'>): boolean {
  return longerThan(lastManualChangeAt, now, STATUS_MANUAL_GRACE_MS);
}

// spec §7: "applied only if more than 600 s since the last manual change and more than 30 s have passed" (since the
// last change of the status, so an automatic answer never overrides a change made just before it). Both "more than".
export function shouldApplyAutoStatus(moment: AutoStatusMoment): boolean {
  return shouldAskAutoStatus(moment) && longerThan(moment.lastChangeAt, moment.now, STATUS_ACCEPT_AFTER_MS);
}
