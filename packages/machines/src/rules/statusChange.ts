// Choosing the user's status (spec §4 "User status", §5 "Changing status").
import type { UserStatus } from '@console/api/contract';

/** spec §5: a change needs a selected status different from the current one. */
export const isStatusChange = (selected: number | null, current: number | null): selected is number =>
  selected !== null && selected !== current;

/** spec §2.5, §4: the top-bar menu offers the user's non-hidden statuses. */
export const menuStatuses = (statuses: readonly UserStatus[]): UserStatus[] => statuses.filter((status) => !status.hidden);

/** spec §4: the forced dialog lasts "until a non-hidden status is chosen": it offers the non-hidden working ones. */
export const forcedStatusChoices = (statuses: readonly UserStatus[]): UserStatus[] =>
  statuses.filter((status) => !status.hidden && !status.offline);

/** spec §4: the user's status is an offline one (the app is blocked by the forced-status dialog). */
export const isOfflineStatus = (statuses: readonly UserStatus[], current: number | null): boolean =>
  current !== null && statuses.some((status) => status.id === current && status.offline);

export interface StatusGroup {
  spaceId: number;
  statuses: UserStatus[];
}

/** The statuses grouped by space, in the spaces' order (the menu shows a group per space when there are several). */
export function groupBySpace(statuses: readonly UserStatus[], spaceOrder: readonly number[]): StatusGroup[] {
  const order = [...spaceOrder, ...statuses.map((status) => status.space_id).filter((id) => !spaceOrder.includes(id))];
  return [...new Set(order)]
    .map((spaceId) => ({ spaceId, statuses: statuses.filter((status) => status.space_id === spaceId) }))
    .filter((group) => group.statuses.length > 0);
}
