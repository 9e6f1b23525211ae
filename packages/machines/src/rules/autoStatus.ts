// The periodic automatic status check (spec §4 "User status", §7 GET v1/me/status?auto_update=1, §9).

/** spec §7, §9: GET v1/me/status?auto_update=1 every 180 s. */
export const STATUS_AUTO_CHECK_MS = 180_000;
/** spec §7, §9: applied only if more than 600 s passed since the last manual change. */
export const STATUS_MANUAL_GRACE_MS = 600_000;
/** spec §7, §9: accepted only after more than 30 s since the check started. */
export const STATUS_ACCEPT_AFTER_MS = 30_000;

export interface AutoStatusMoment {
  now: number;
  /** The last status the user chose by hand; null when none in this session. */
  lastManualChangeAt: number | null;
  /** When the periodic check started (the session or the app). */
  startedAt: number;
}

// spec §7: both limits are "more than": exactly 600 s or 30 s is not enough.
export function shouldApplyAutoStatus({ now, lastManualChangeAt, startedAt }: AutoStatusMoment): boolean {
  const graceOver = lastManualChangeAt === null || now - lastManualChangeAt > STATUS_MANUAL_GRACE_MS;
  return graceOver && now - startedAt > STATUS_ACCEPT_AFTER_MS;
}
