import { useUsers } from '../../../data/users.ts';
import type { EventFilter } from '../../../data/statsDrill.ts';
import type { EventFilterLineProps } from './EventFilterLine.tsx';

/** The event filter's line of a drilled list, with the operator's name once the users are in (asked only then). */
export function useEventFilterLine(filter: EventFilter | null, onRemove: () => void): EventFilterLineProps | undefined {
  const users = useUsers(filter?.userId != null);
  if (!filter) return undefined;
  const userName =
    filter.userId === null ? null : (users.data?.items.find((user) => String(user.id) === filter.userId)?.name ?? null);
  return { filter, userName, onRemove };
}
