import { canWriteIssues, roleOf } from '@console/api/contract';
import { isSettingOn } from '@console/machines/rules/routes/access';
import { useConfig, useMe } from '../../../data/resources.ts';

export interface IssueRights {
  /** The spaces with the issues section on (spec §2.5: the menu's Issues gate). */
  sectionSpaces: readonly { id: number; name: string }[];
  /** The issues section is on in this space (null: in any of the user's). */
  sectionOn: (spaceId: number | null) => boolean;
  /** The user may create an issue there: a role of ISSUE_WRITE_ROLES (spec §1) and the section on. */
  canCreate: (spaceId: number | null) => boolean;
}

// Who is offered "Create issue" (docs/issues.md): moderators, operators and administrators, where the space's issues
// section is on (it has statuses, spec §3); the server checks both again (403 issueRoleForbidden, section_off).
export function useIssueRights(): IssueRights {
  const config = useConfig();
  const me = useMe();
  const sectionSpaces = (config.data?.spaces ?? []).filter((space) => isSettingOn(space, 'issues'));
  const sectionOn = (spaceId: number | null) =>
    spaceId === null ? sectionSpaces.length > 0 : sectionSpaces.some((space) => space.id === spaceId);
  const writer = me.data ? canWriteIssues(roleOf(me.data)) : false;
  return {
    sectionSpaces: sectionSpaces.map((space) => ({ id: space.id, name: space.name })),
    sectionOn,
    canCreate: (spaceId) => writer && sectionOn(spaceId),
  };
}
