import * as z from 'zod/mini';
import { RequestId, RequestIdParam } from './ids.ts';
import { RoleName, UserRoles, type RoleName as Role, type UserRoles as Flags } from './user.ts';

// People and access (spec §1 roles, §3 role flags, §2.4 settings/users): not shown by the spec, designed in the style of
// the others (architecture.md). GET v1/users stays the assignee list; the administrator's list is v1/members.
export const MEMBERS_PATH = 'v1/members';
export const memberPath = (id: number) => `v1/members/${id}`;
export const memberBlockPath = (id: number) => `v1/members/${id}/block`;
export const INVITATIONS_PATH = 'v1/invitations';
export const invitationPath = (id: number) => `v1/invitations/${id}`;
export const invitationResendPath = (id: number) => `v1/invitations/${id}/resend`;
export const usergroupPath = (id: number) => `v1/usergroups/${id}`;

const READ_ONLY: Flags = { messages: true, items: true, settings: false, templates: false, stats: false };

/** The flags each role of spec §1 proposes (docs/roles.md has the table); the form starts from these. */
export const ROLE_DEFAULT_FLAGS: Readonly<Record<Role, Flags>> = {
  read_only: READ_ONLY,
  analyst: { ...READ_ONLY, stats: true },
  moderator: READ_ONLY,
  operator: { ...READ_ONLY, templates: true },
  administrator: { messages: true, items: true, settings: true, templates: true, stats: true },
};

/** spec §6: the settings flag is the administrator's; any other flag is the administrator's choice. */
export const memberFlags = (role: Role, roles: Flags): Flags => ({ ...roles, settings: role === 'administrator' });

/** The states a user of the list is in: an active member, or blocked in this workspace (spec §1). */
export const MEMBER_STATES = ['active', 'blocked'] as const;
export const MemberState = z.enum(MEMBER_STATES);
export type MemberState = z.infer<typeof MemberState>;

export const Member = z.object({
  id: z.int(),
  space_id: z.int(),
  name: z.string(),
  email: z.string(),
  role: RoleName,
  roles: UserRoles,
  usergroup_ids: z.array(z.int()),
  limited_to_groups: z.boolean(),
  status: z.nullable(z.int()), // the user status id (spec §3)
  state: MemberState,
  otp_enabled: z.boolean(),
  last_seen_at: z.nullable(z.int()), // unix seconds of the last sign-in or token refresh
});
export type Member = z.infer<typeof Member>;

export const PendingInvitation = z.object({
  id: z.int(),
  space_id: z.int(),
  email: z.string(),
  role: RoleName,
  roles: UserRoles,
  usergroup_ids: z.array(z.int()),
  limited_to_groups: z.boolean(),
  created_at: z.int(),
  expires_at: z.int(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

/** A space's users against its plan (spec §1): members, blocked members and pending invitations count. */
export const SpaceUsersUsage = z.object({ space_id: z.int(), used: z.int(), limit: z.nullable(z.int()) });
export type SpaceUsersUsage = z.infer<typeof SpaceUsersUsage>;

const multi = <T extends z.ZodMiniType>(value: T) => z.optional(z.union([value, z.array(value)]));
export const MEMBERS_SEARCH_MAX = 200;

// The list's filters (spec §2.5: the top bar's count ignores space_id here).
export const MembersQuery = z.object({
  space_id: z.optional(RequestIdParam),
  q: z.optional(z.string().check(z.maxLength(MEMBERS_SEARCH_MAX))),
  'role[]': multi(RoleName),
  'state[]': multi(MemberState),
  'usergroup_id[]': multi(RequestIdParam),
});
export type MembersQuery = z.infer<typeof MembersQuery>;

export const MembersResponse = z.object({
  items: z.array(Member),
  invitations: z.array(PendingInvitation),
  usage: z.array(SpaceUsersUsage),
});
export type MembersResponse = z.infer<typeof MembersResponse>;

export const SpaceParam = z.object({ space_id: RequestIdParam });
// spec §1, §3: the member as they are in the space asked for (role and flags are the membership's).
export const MemberResponse = z.object({ member: Member });
export type MemberResponse = z.infer<typeof MemberResponse>;

const Grant = {
  space_id: RequestId,
  role: RoleName,
  roles: UserRoles,
  usergroup_ids: z.array(RequestId).check(z.maxLength(100)),
  limited_to_groups: z.boolean(),
};
/** The role, flags, groups and limit a user page began from (ours, docs/error-types.md `conflict`). */
export const MemberSeen = z.object({
  role: RoleName,
  roles: UserRoles,
  usergroup_ids: z.array(z.int()).check(z.maxLength(1000)),
  limited_to_groups: z.boolean(),
});
export type MemberSeen = z.infer<typeof MemberSeen>;

export const MemberUpdate = z.object({
  ...Grant,
  /** Optional: when the user's access differs from this (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(MemberSeen),
});
export type MemberUpdate = z.infer<typeof MemberUpdate>;

/** A 409's body (error_type 'conflict'): the user as they are now, another administrator's save in them. */
export const MemberConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: Member });
export type MemberConflict = z.infer<typeof MemberConflict>;

/** Removing a user says what happens to their assigned work first: unassigned (null) or handed to a colleague. */
export const MemberRemoveQuery = z.object({ space_id: RequestIdParam, hand_over_to: z.optional(RequestIdParam) });
export type MemberRemoveQuery = z.infer<typeof MemberRemoveQuery>;

export const EMAIL_MAX = 254;
export const InvitationCreate = z.object({ ...Grant, email: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX)) });
export type InvitationCreate = z.infer<typeof InvitationCreate>;
export const InvitationResponse = z.object({ invitation: PendingInvitation });
export type InvitationResponse = z.infer<typeof InvitationResponse>;

export const USERGROUP_NAME_MAX = 100;
const UsergroupName = z.string().check(z.trim(), z.minLength(1), z.maxLength(USERGROUP_NAME_MAX));
export const UsergroupCreate = z.object({
  space_id: RequestId,
  name: UsergroupName,
  user_ids: z.array(RequestId).check(z.maxLength(1000)),
});
export type UsergroupCreate = z.infer<typeof UsergroupCreate>;
/** The name and members a group's card began from (ours, docs/error-types.md `conflict`). */
export const UsergroupSeen = z.object({
  name: z.string().check(z.maxLength(USERGROUP_NAME_MAX * 4)),
  user_ids: z.array(z.int()).check(z.maxLength(1000)),
});
export type UsergroupSeen = z.infer<typeof UsergroupSeen>;
export const UsergroupUpdate = z.object({
  name: UsergroupName,
  user_ids: z.array(RequestId).check(z.maxLength(1000)),
  /** Optional: when the group differs from this (another administrator saved meanwhile), nothing is saved: 409. */
  seen: z.optional(UsergroupSeen),
});
export type UsergroupUpdate = z.infer<typeof UsergroupUpdate>;
export const ManagedUsergroup = z.object({ id: z.int(), space_id: z.int(), name: z.string(), user_ids: z.array(z.int()) });
export type ManagedUsergroup = z.infer<typeof ManagedUsergroup>;
/** A 409's body (error_type 'conflict'): the group as it is now, another administrator's save in it. */
export const UsergroupConflict = z.object({ error: z.string(), error_type: z.literal('conflict'), current: ManagedUsergroup });
export type UsergroupConflict = z.infer<typeof UsergroupConflict>;
export const ManagedUsergroupsQuery = z.object({ space_id: z.optional(RequestIdParam) });
export const ManagedUsergroupsResponse = z.object({ items: z.array(ManagedUsergroup) });
export type ManagedUsergroupsResponse = z.infer<typeof ManagedUsergroupsResponse>;
export const USERGROUPS_MANAGE_PATH = 'v1/usergroups/manage';

/** The answer to a removal, a revoked invitation or a deleted group: the id that is gone. */
export const DeletedResponse = z.object({ id: z.int() });
export type DeletedResponse = z.infer<typeof DeletedResponse>;
