import type { ConfigResponse } from '@console/api/contract';

/** The space a stats screen shows: the URL's space_id when it is one of the user's spaces, else their first. */
export function statsSpace(config: ConfigResponse | undefined, search: string) {
  const spaces = config?.spaces ?? [];
  const asked = Number(new URLSearchParams(search).get('space_id'));
  return spaces.find((space) => space.id === asked) ?? spaces[0] ?? null;
}
