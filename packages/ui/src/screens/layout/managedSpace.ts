import { useSearch } from 'wouter';
import { useConfig } from '../../data/resources.ts';

/** The space a settings page manages: space_id of the address, else the user's first space. */
export function useManagedSpaceId(): number | null {
  const config = useConfig();
  const fromQuery = Number(new URLSearchParams(useSearch()).get('space_id'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  return config.data?.spaces[0]?.id ?? null;
}
