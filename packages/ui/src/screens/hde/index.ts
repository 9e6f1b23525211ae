// HelpDeskEddy (spec §2.4 hde/{id}; docs/hde.md): the settings page, the integrations page's link to it, and the
// issue page's control.
export { HdeScreen } from './HdeSettings/index.ts';
export { HdeLinkCard } from './HdeLinkCard.tsx';
export { IssueDeskControl } from './IssueDeskControl/index.ts';
export { hdeSettingsPath } from './paths.ts';
