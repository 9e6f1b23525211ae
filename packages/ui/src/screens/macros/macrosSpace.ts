import { useSearch } from 'wouter';
import { useConfig } from '../../data/resources.ts';

/**
 * The space the macros pages manage: `space_id` of the address, else the user's first space (as the users page's
 * useManagedSpaceId; not imported from there, which would bring the users page into this chunk, docs/budgets.md).
 */
export function useMacrosSpaceId(): number | null {
  const config = useConfig();
  const fromQuery = Number(new URLSearchParams(useSearch()).get('space_id'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  return config.data?.spaces[0]?.id ?? null;
}
