import type { ConfigResponse } from '@console/api/contract';

/** The first of the user's spaces with working schedules on (spec §2.5 gate `user_workinghours`), and its statuses. */
export function scheduleSpace(config: ConfigResponse | undefined) {
  const space = config?.spaces.find((one) => one.settings.user_workinghours) ?? config?.spaces[0] ?? null;
  const statuses = space ? (config?.user_statuses ?? []).filter((status) => status.space_id === space.id) : [];
  return { space, statuses };
}
