import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '@console/api/client';
import { membersResource } from '@console/api/client/members';
import {
  MemberConflict,
  UsergroupConflict,
  type ManagedUsergroup,
  type InvitationCreate,
  type ManagedUsergroupsResponse,
  type Member,
  type MemberResponse,
  type MembersResponse,
  type MemberUpdate,
  type UsergroupUpdate,
} from '@console/api/contract';
import { MEMBERS_PATH, USERGROUPS_MANAGE_PATH } from '@console/api/contract';
import { useApiClient } from './ApiProvider.tsx';
import { conflictCurrentOf } from './conflict.ts';

// People and access (spec §2.4 settings/users): SWR keys named after the resource paths (docs/adding-a-screen.md §5).
const listKey = (query: string) => (query ? `${MEMBERS_PATH}?${query}` : MEMBERS_PATH);
const memberKey = (id: number, spaceId: number) => `${MEMBERS_PATH}/${id}?space_id=${spaceId}`;
const groupsKey = (spaceId: number) => `${USERGROUPS_MANAGE_PATH}?space_id=${spaceId}`;
const isPeopleKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(MEMBERS_PATH) || key.startsWith(USERGROUPS_MANAGE_PATH));

/** The list with its filters as the page's query string (space_id, q, role[], state[], usergroup_id[]); null: not yet. */
export function useMembers(query: string | null): SWRResponse<MembersResponse, ApiError> {
  const client = useApiClient();
  return useSWR<MembersResponse, ApiError>(query === null ? null : listKey(query), () =>
    client.resource(membersResource).list(query ?? ''),
  );
}

export function useMember(id: number, spaceId: number | null): SWRResponse<MemberResponse, ApiError> {
  const client = useApiClient();
  return useSWR<MemberResponse, ApiError>(spaceId === null ? null : memberKey(id, spaceId), () =>
    client.resource(membersResource).get(id, spaceId ?? 0),
  );
}

export function useManagedUsergroups(spaceId: number | null): SWRResponse<ManagedUsergroupsResponse, ApiError> {
  const client = useApiClient();
  return useSWR<ManagedUsergroupsResponse, ApiError>(spaceId === null ? null : groupsKey(spaceId), () =>
    client.resource(membersResource).usergroups(spaceId ?? 0),
  );
}

/** Every write refreshes the people lists it may change (a handful of users per space). */
export function useMembersActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const resource = () => client.resource(membersResource);
  const after = async <T>(write: Promise<T>): Promise<T> => {
    const answer = await write;
    await mutate(isPeopleKey);
    return answer;
  };
  return {
    invite: (body: InvitationCreate) => after(resource().invite(body)),
    resend: (id: number) => after(resource().resend(id)),
    revoke: (id: number) => after(resource().revoke(id)),
    update: (id: number, body: MemberUpdate) => after(resource().update(id, body)),
    remove: (id: number, spaceId: number, handOverTo: number | null) => after(resource().remove(id, spaceId, handOverTo)),
    block: (id: number, spaceId: number) => after(resource().block(id, spaceId)),
    unblock: (id: number, spaceId: number) => after(resource().unblock(id, spaceId)),
    createUsergroup: (spaceId: number, name: string) =>
      after(resource().createUsergroup({ space_id: spaceId, name, user_ids: [] })),
    updateUsergroup: (id: number, body: UsergroupUpdate) => after(resource().updateUsergroup(id, body)),
    deleteUsergroup: (id: number) => after(resource().deleteUsergroup(id)),
  };
}
export type MembersActions = ReturnType<typeof useMembersActions>;

/** The user as they are now, when a save of their page was refused as changed meanwhile (docs/error-types.md). */
export const conflictMemberOf = (error: unknown): Member | null => conflictCurrentOf(error, MemberConflict);

/** The group as it is now, when a save of its card was refused as changed meanwhile (docs/error-types.md). */
export const conflictUsergroupOf = (error: unknown): ManagedUsergroup | null => conflictCurrentOf(error, UsergroupConflict);
