// Every script `npm run mocks:record` plays, in this order on one test seed (a script sees the writes of those before
// it): the signed-in world first (reads only), then each feature's. A feature's scripts live in their own file.
import type { RecordingScript } from './script.ts';
import { WORLD_SCRIPTS } from './world.ts';
import { SESSION_SCRIPTS } from './session.ts';
import { ITEMS_SCRIPTS } from './items.ts';
import { ITEM_PAGE_SCRIPTS } from './itemPage.ts';
import { CHATS_SCRIPTS } from './chats.ts';
import { WORKSPACE_SCRIPTS } from './workspace.ts';
import { ACCOUNT_SCRIPTS, PUBLIC_ACCOUNT_SCRIPTS } from './account.ts';
import { PUBLIC_FLOW_SCRIPTS } from './publicFlows.ts';
import { ACCOUNTS_SCRIPTS } from './accounts.ts';
import { ALERTS_SCRIPTS } from './alerts.ts';
import { PEOPLE_SCRIPTS } from './people.ts';
import { WORK_SCHEDULE_SCRIPTS } from './workSchedule.ts';
import { WORKSPACE_SETTINGS_SCRIPTS } from './workspaceSettings.ts';
import { REFERRAL_SCRIPTS } from './referral.ts';
import { TAGS_SCRIPTS } from './tags.ts';
import { TEMPLATES_SCRIPTS } from './templates.ts';
import { ACCOUNT_EDIT_SCRIPTS, ACCOUNT_STICKERS_SCRIPTS } from './accountEdit.ts';
import { EXCLUSIONS_SCRIPTS } from './exclusions.ts';
import { MACROS_SCRIPTS } from './macros.ts';
import { COMPANIES_SCRIPTS } from './companies.ts';
import { ISSUE_SETTINGS_SCRIPTS } from './issueSettings.ts';
import { HDE_SCRIPTS } from './hde.ts';
import { ISSUE_FILES_SCRIPTS } from './issueFiles.ts';
import { ISSUES_SCRIPTS } from './issues.ts';
import { ISSUE_CREATE_SCRIPTS, ISSUE_LINKS_SCRIPTS } from './issueCreate.ts';
import { ISSUES_LIST_SCRIPTS } from './issuesList.ts';
import { STATS_DRILL_SCRIPTS } from './statsDrill.ts';
import { STATS_TAGS_EMOTIONS_SCRIPTS } from './statsTagsEmotions.ts';
import { STATS_HOURS_POSTS_SCRIPTS } from './statsHoursPosts.ts';
import { STATS_ISSUES_SCRIPTS } from './statsIssues.ts';

export type { RecordingScript, ScriptStep, ScriptActor } from './script.ts';
import { STATS_LIVE_SCRIPTS, STATS_SCRIPTS } from './stats.ts';
import { STATS_USERS_SCRIPTS } from './statsUsers.ts';
import { STATS_REPLIES_SCRIPTS } from './statsReplies.ts';
import { STATS_EXPORT_SCRIPTS } from './statsExport.ts';
import { STATS_TIMELINE_SCRIPTS } from './statsTimeline.ts';
import { STATS_WORKING_SCRIPTS } from './statsWorking.ts';
import { STATS_UNKNOWN_USER_SCRIPTS } from './statsUnknownUser.ts';

export const RECORDING_SCRIPTS: readonly RecordingScript[] = [
  ...WORLD_SCRIPTS,
  ...SESSION_SCRIPTS,
  ...ITEMS_SCRIPTS,
  ...CHATS_SCRIPTS,
  ...WORKSPACE_SCRIPTS,
  // Reads only.
  ...REFERRAL_SCRIPTS,
  // After the workspace's: its grids and absences touch records no earlier script reads.
  ...WORK_SCHEDULE_SCRIPTS,
  // Last: its password change ends the profile user's sessions.
  ...ACCOUNT_SCRIPTS,
  ...PUBLIC_ACCOUNT_SCRIPTS,
  // Last: the accounts it connects change the space's usage and the accounts list.
  ...ACCOUNTS_SCRIPTS,
  // Last: the item page's writes change items and authors no script after it reads.
  ...ITEM_PAGE_SCRIPTS,
  // Last: its resets and address changes end sessions and change users no later script reads.
  ...PUBLIC_FLOW_SCRIPTS,
  // Last: the channels and subscriptions it leaves are read by no script before it.
  ...ALERTS_SCRIPTS,
  // Last: its invitations' letters go to the outbox the public flows read.
  ...PEOPLE_SCRIPTS,
  // Last: its status changes reach the config of the administrator.
  ...WORKSPACE_SETTINGS_SCRIPTS,
  // Last: it creates, renames and deletes tags and labels the inbox's scripts read.
  ...TAGS_SCRIPTS,
  // Last: it creates, edits and deletes reply templates the composer's scripts read.
  ...TEMPLATES_SCRIPTS,
  // Last: it renames accounts and turns reactions off (and puts them back).
  ...ACCOUNT_EDIT_SCRIPTS,
  // Reads and writes only an account's exclusions and chat settings, which no other script reads.
  ...EXCLUSIONS_SCRIPTS,
  // Last: its macros and runs change comments no earlier script reads.
  ...MACROS_SCRIPTS,
  // Last: it creates and deletes a company the accounts list of earlier scripts does not show.
  ...COMPANIES_SCRIPTS,
  // Reads and writes only an account's sticker sets (and puts them back), which no other script reads.
  ...ACCOUNT_STICKERS_SCRIPTS,
  // Before any issue is made: every item and chat page story replays its "no issues" answers.
  ...ISSUE_LINKS_SCRIPTS,
  // The first to make issues: the test seed has none, so its five are #1 to #5 (its stories name them); the issue
  // counts of the config read before it stay none.
  ...ISSUES_LIST_SCRIPTS,
  // Its two issues' ids come from the server's answers (the stories read them from the recording).
  ...ISSUES_SCRIPTS,
  // It changes the demo space's issue settings and departments, and puts the settings back.
  ...ISSUE_SETTINGS_SCRIPTS,
  // The desk it leaves connected and the issue it makes are read by no script before it.
  ...HDE_SCRIPTS,
  // It makes an issue and its files, which no other script reads.
  ...ISSUE_FILES_SCRIPTS,
  // Issues from a comment, a chat, two comments and blank, and the comment's and chat's links read after them.
  ...ISSUE_CREATE_SCRIPTS,
  // Reads only: the overall figures of the test seed (docs/stats.md "Screens").
  ...STATS_SCRIPTS,
  // Reads only: the lists behind stats numbers, after every script's writes (docs/stats.md "Drill-down").
  ...STATS_DRILL_SCRIPTS,
  // Reads only: the per-tag and per-sentiment figures and the tags' colours (docs/stats.md "Screens").
  ...STATS_TAGS_EMOTIONS_SCRIPTS,
  // Reads only: the team's figures per operator and one operator's (docs/stats.md "Screens").
  ...STATS_USERS_SCRIPTS,
  // Reads only: replies and reply times (docs/stats.md "Screens").
  ...STATS_REPLIES_SCRIPTS,
  // Reads only: the figures by hour and by post (docs/stats.md "Screens").
  ...STATS_HOURS_POSTS_SCRIPTS,
  // Reads only: the dashboard and the live figures (docs/stats.md "Dashboard and live").
  ...STATS_LIVE_SCRIPTS,
  // Its reports are read by no script before it; the export's links write nothing (docs/stats.md "Export").
  ...STATS_EXPORT_SCRIPTS,
  // Reads only: the operators' status time over the test seed's status history (docs/stats.md "Screens").
  ...STATS_TIMELINE_SCRIPTS,
  // Reads only: the issues' figures, after the issue scripts' writes (docs/stats.md "Screens").
  ...STATS_ISSUES_SCRIPTS,
  // Reads only: working hours and operators' time on the test seed's status history (docs/stats.md "Screens").
  ...STATS_WORKING_SCRIPTS,
  // Reads only: one operator's pages for an id that is no operator of the space, 404 (docs/stats.md "Screens").
  ...STATS_UNKNOWN_USER_SCRIPTS,
];
