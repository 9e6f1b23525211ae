// spec §2.4 hde/{id}: the HelpDeskEddy page of a workspace (the id is the space's; docs/hde.md).
export const hdeSettingsPath = (spaceId: number): string => `/settings/hde/${spaceId}`;

/** The space's id in /settings/hde/{id}; null for anything else. */
export function hdeSpaceIdOf(location: string): number | null {
  const match = /\/settings\/hde\/([1-9]\d{0,8})(?:[/?#]|$)/.exec(location);
  return match ? Number(match[1]) : null;
}
