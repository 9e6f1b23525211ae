import type { Space, SpaceSettings, User, UserRoles } from '@console/api/contract';
import { isSpecialTariff } from '../tariff.ts';

/** A space setting that switches a section on (spec §3 "Space … settings flags"). */
export type SpaceFlag = Exclude<keyof SpaceSettings, 'issues'> | 'issues';

/**
 * Who may open a route or see its menu entry (spec §2.5, §6). Every listed condition must hold:
 * - `anyRole`: at least one of these user roles;
 * - `setting`: at least one space with this setting on;
 * - `specialTariff`: a space with a tariff other than 1, 2, 10 (with `setting`, the same space);
 * - `space`: the user has any space; `partner`: the user is a partner (is_partner).
 */
export interface Gate {
  anyRole?: readonly (keyof UserRoles)[];
  setting?: SpaceFlag;
  specialTariff?: boolean;
  space?: boolean;
  partner?: boolean;
}

export interface AccessContext {
  user: Pick<User, 'roles' | 'is_partner'>;
  spaces: readonly Pick<Space, 'settings' | 'tariff'>[];
}

// spec §3: issues are on in a space that has issue statuses configured.
export const isSettingOn = (space: Pick<Space, 'settings'>, flag: SpaceFlag): boolean =>
  flag === 'issues' ? space.settings.issues.statuses.length > 0 : space.settings[flag];

/** True when every condition of the gate holds for this user and their spaces. */
export function passesGate(gate: Gate | undefined, { user, spaces }: AccessContext): boolean {
  if (!gate) return true;
  if (gate.anyRole && !gate.anyRole.some((role) => user.roles[role])) return false;
  if (gate.partner && !user.is_partner) return false;
  if (gate.space && spaces.length === 0) return false;
  const fitting = spaces.filter(
    (space) =>
      (gate.setting === undefined || isSettingOn(space, gate.setting)) && (!gate.specialTariff || isSpecialTariff(space.tariff)),
  );
  return gate.setting === undefined && !gate.specialTariff ? true : fitting.length > 0;
}
