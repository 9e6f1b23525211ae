import { useSearch } from 'wouter';
import { useObjects } from '../../data/objects.ts';
import { useConfig } from '../../data/resources.ts';
import type { ScopeAccount } from './scope.ts';

/** The accounts of the space (its companies'), for the scope picker and the list's scope lines. */
export function useSpaceAccounts(spaceId: number | null): {
  accounts: readonly ScopeAccount[];
  objects: ReturnType<typeof useObjects>;
} {
  const objects = useObjects(spaceId !== null);
  const companies = new Set((objects.data?.companies ?? []).filter((c) => c.space_id === spaceId).map((c) => c.id));
  const accounts = (objects.data?.items ?? [])
    .filter((one) => companies.has(one.company))
    .map((one) => ({ id: one.id, name: one.name, provider: one.provider }));
  return { accounts, objects };
}

/**
 * The space the pages manage: space_id of the query, else the user's first (as the users and tags pages'
 * useManagedSpaceId; importing theirs split it into a chunk every preload list of the frame then named, docs/budgets.md).
 */
export function useTemplatesSpaceId(): number | null {
  const config = useConfig();
  const fromQuery = Number(new URLSearchParams(useSearch()).get('space_id'));
  if (Number.isInteger(fromQuery) && fromQuery > 0) return fromQuery;
  return config.data?.spaces[0]?.id ?? null;
}
