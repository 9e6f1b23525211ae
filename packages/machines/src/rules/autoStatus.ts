// The periodic automatic status check (spec §4 "User status", §7 GET v1/me/status?auto_update=1, §9): its numbers and
// rules live in @console/spec, which the server's schedule reads too.
export {
  shouldApplyAutoStatus,
  shouldAskAutoStatus,
  STATUS_ACCEPT_AFTER_MS,
  STATUS_AUTO_CHECK_MS,
  STATUS_MANUAL_GRACE_MS,
  type AutoStatusMoment,
} from '@console/spec';
