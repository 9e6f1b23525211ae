import {
  DeletedResponse,
  INVITATIONS_PATH,
  InvitationResponse,
  invitationPath,
  invitationResendPath,
  ManagedUsergroup,
  ManagedUsergroupsResponse,
  memberBlockPath,
  memberPath,
  MemberResponse,
  MEMBERS_PATH,
  MembersResponse,
  USERGROUPS_MANAGE_PATH,
  usergroupPath,
  type InvitationCreate,
  type MemberUpdate,
  type UsergroupCreate,
  type UsergroupUpdate,
} from '../../contract/members.ts';
import { USERGROUPS_PATH } from '../../contract/usergroups.ts';
import { defineResource } from '../resource.ts';

export interface MembersResource {
  list(query: string): Promise<MembersResponse>;
  get(id: number, spaceId: number): Promise<MemberResponse>;
  update(id: number, body: MemberUpdate): Promise<MemberResponse>;
  remove(id: number, spaceId: number, handOverTo: number | null): Promise<DeletedResponse>;
  block(id: number, spaceId: number): Promise<MemberResponse>;
  unblock(id: number, spaceId: number): Promise<MemberResponse>;
  invite(body: InvitationCreate): Promise<InvitationResponse>;
  resend(id: number): Promise<InvitationResponse>;
  revoke(id: number): Promise<DeletedResponse>;
  usergroups(spaceId: number): Promise<ManagedUsergroupsResponse>;
  createUsergroup(body: UsergroupCreate): Promise<ManagedUsergroup>;
  updateUsergroup(id: number, body: UsergroupUpdate): Promise<ManagedUsergroup>;
  deleteUsergroup(id: number): Promise<DeletedResponse>;
}

// People and access (contract/members.ts): the administrator's list, invitations and user groups.
export const membersResource = defineResource<MembersResource>(({ http }) => ({
  list: (query) =>
    http.request({ method: 'GET', path: query ? `${MEMBERS_PATH}?${query}` : MEMBERS_PATH, schema: MembersResponse }),
  get: (id, spaceId) => http.request({ method: 'GET', path: `${memberPath(id)}?space_id=${spaceId}`, schema: MemberResponse }),
  update: (id, body) => http.request({ method: 'PUT', path: memberPath(id), body, schema: MemberResponse }),
  remove: (id, spaceId, handOverTo) =>
    http.request({
      method: 'DELETE',
      path: `${memberPath(id)}?space_id=${spaceId}${handOverTo === null ? '' : `&hand_over_to=${handOverTo}`}`,
      schema: DeletedResponse,
    }),
  block: (id, spaceId) =>
    http.request({ method: 'POST', path: memberBlockPath(id), body: { space_id: spaceId }, schema: MemberResponse }),
  unblock: (id, spaceId) =>
    http.request({ method: 'DELETE', path: `${memberBlockPath(id)}?space_id=${spaceId}`, schema: MemberResponse }),
  invite: (body) => http.request({ method: 'POST', path: INVITATIONS_PATH, body, schema: InvitationResponse }),
  resend: (id) => http.request({ method: 'POST', path: invitationResendPath(id), schema: InvitationResponse }),
  revoke: (id) => http.request({ method: 'DELETE', path: invitationPath(id), schema: DeletedResponse }),
  usergroups: (spaceId) =>
    http.request({ method: 'GET', path: `${USERGROUPS_MANAGE_PATH}?space_id=${spaceId}`, schema: ManagedUsergroupsResponse }),
  createUsergroup: (body) => http.request({ method: 'POST', path: USERGROUPS_PATH, body, schema: ManagedUsergroup }),
  updateUsergroup: (id, body) => http.request({ method: 'PUT', path: usergroupPath(id), body, schema: ManagedUsergroup }),
  deleteUsergroup: (id) => http.request({ method: 'DELETE', path: usergroupPath(id), schema: DeletedResponse }),
}));
