import { useSWRConfig } from 'swr';
import { companyWritesResource } from '@console/api/client/companies';
import { CompanyConflict, type Company, type CompanyCreate, type CompanyUpdate } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';
import { OBJECTS_KEY } from './objects.ts';

const isObjectsKey = (key: unknown) => typeof key === 'string' && key.startsWith(OBJECTS_KEY);

/**
 * The companies' writes (spec §1, §3; docs/companies.md): each refreshes the objects lists, whose companies the
 * accounts page, the chats' default filter (status_open) and the tag pickers (tags_mode) read.
 */
export function useCompanyActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(companyWritesResource);
  const after = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    await mutate(isObjectsKey);
    return answer;
  };
  return {
    create: (body: CompanyCreate) => after(resource().create(body)),
    update: (id: number, body: CompanyUpdate) => after(resource().update(id, body)),
    remove: (id: number) => after(resource().remove(id)),
  };
}
export type CompanyActions = ReturnType<typeof useCompanyActions>;

/** The company as it is now, when a save of its form was refused as changed meanwhile (docs/error-types.md). */
export const conflictCompanyOf = (error: unknown): Company | null => conflictCurrentOf(error, CompanyConflict);
