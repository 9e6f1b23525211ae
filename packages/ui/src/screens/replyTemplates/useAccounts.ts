import { useObjects } from '../../data/objects.ts';
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
