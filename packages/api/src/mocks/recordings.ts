import type { Recording } from '../contract/recording.ts';
import world from './recorded/world.json' with { type: 'json' };
import session from './recorded/session.json' with { type: 'json' };
import itemsByStatus from './recorded/itemsByStatus.json' with { type: 'json' };
import itemReply from './recorded/itemReply.json' with { type: 'json' };
import itemStatus from './recorded/itemStatus.json' with { type: 'json' };
import chatsDefault from './recorded/chatsDefault.json' with { type: 'json' };
import profile from './recorded/profile.json' with { type: 'json' };
import emailDialog from './recorded/emailDialog.json' with { type: 'json' };
import emailPending from './recorded/emailPending.json' with { type: 'json' };
import mySettings from './recorded/mySettings.json' with { type: 'json' };
import recovery from './recorded/recovery.json' with { type: 'json' };
import deleteRequest from './recorded/deleteRequest.json' with { type: 'json' };
import billing from './recorded/billing.json' with { type: 'json' };
import status from './recorded/status.json' with { type: 'json' };
import savedFilters from './recorded/savedFilters.json' with { type: 'json' };
import itemsList from './recorded/itemsList.json' with { type: 'json' };
import itemsBulk from './recorded/itemsBulk.json' with { type: 'json' };
import chatsList from './recorded/chatsList.json' with { type: 'json' };
import chatAuthors from './recorded/chatAuthors.json' with { type: 'json' };
import chatThread from './recorded/chatThread.json' with { type: 'json' };
import chatSend from './recorded/chatSend.json' with { type: 'json' };
import chatReact from './recorded/chatReact.json' with { type: 'json' };
import chatRetry from './recorded/chatRetry.json' with { type: 'json' };
import chatPriority from './recorded/chatPriority.json' with { type: 'json' };
import chatStatus from './recorded/chatStatus.json' with { type: 'json' };
import chatAssign from './recorded/chatAssign.json' with { type: 'json' };
import chatNew from './recorded/chatNew.json' with { type: 'json' };
import chatUpload from './recorded/chatUpload.json' with { type: 'json' };
import signup from './recorded/signup.json' with { type: 'json' };
import confirmEmail from './recorded/confirmEmail.json' with { type: 'json' };
import passwordReset from './recorded/passwordReset.json' with { type: 'json' };
import socialSignIn from './recorded/socialSignIn.json' with { type: 'json' };
import oauthGrant from './recorded/oauthGrant.json' with { type: 'json' };
import chatsByPhone from './recorded/chatsByPhone.json' with { type: 'json' };
import authorChats from './recorded/authorChats.json' with { type: 'json' };
import accountAdd from './recorded/accountAdd.json' with { type: 'json' };
import integrations from './recorded/integrations.json' with { type: 'json' };
import slackOn from './recorded/slackOn.json' with { type: 'json' };
import subscriptions from './recorded/subscriptions.json' with { type: 'json' };
import referral from './recorded/referral.json' with { type: 'json' };
import people from './recorded/people.json' with { type: 'json' };
import itemPage from './recorded/itemPage.json' with { type: 'json' };
import teamWeekEmpty from './recorded/teamWeekEmpty.json' with { type: 'json' };
import teamWeek from './recorded/teamWeek.json' with { type: 'json' };
import statsOverall from './recorded/statsOverall.json' with { type: 'json' };
import statsTagsEmotions from './recorded/statsTagsEmotions.json' with { type: 'json' };
import statsHoursPosts from './recorded/statsHoursPosts.json' with { type: 'json' };
import statsLive from './recorded/statsLive.json' with { type: 'json' };
import statsExport from './recorded/statsExport.json' with { type: 'json' };
import statsReports from './recorded/statsReports.json' with { type: 'json' };
import statsIssues from './recorded/statsIssues.json' with { type: 'json' };
import statsWorking from './recorded/statsWorking.json' with { type: 'json' };
import statsUnknownUser from './recorded/statsUnknownUser.json' with { type: 'json' };
import shiftTemplates from './recorded/shiftTemplates.json' with { type: 'json' };
import scheduleEdit from './recorded/scheduleEdit.json' with { type: 'json' };
import absences from './recorded/absences.json' with { type: 'json' };
import workingHoursSettings from './recorded/workingHoursSettings.json' with { type: 'json' };
import otherSettings from './recorded/otherSettings.json' with { type: 'json' };
import mailSender from './recorded/mailSender.json' with { type: 'json' };
import tagSettings from './recorded/tagSettings.json' with { type: 'json' };
import labelSettings from './recorded/labelSettings.json' with { type: 'json' };
import templateSettings from './recorded/templateSettings.json' with { type: 'json' };
import accountEdit from './recorded/accountEdit.json' with { type: 'json' };
import accountReactions from './recorded/accountReactions.json' with { type: 'json' };
import accountStickers from './recorded/accountStickers.json' with { type: 'json' };
import accountExclusions from './recorded/accountExclusions.json' with { type: 'json' };
import messageExclusions from './recorded/messageExclusions.json' with { type: 'json' };
import accountChats from './recorded/accountChats.json' with { type: 'json' };
import macros from './recorded/macros.json' with { type: 'json' };
import companies from './recorded/companies.json' with { type: 'json' };
import issueSettings from './recorded/issueSettings.json' with { type: 'json' };
import hde from './recorded/hde.json' with { type: 'json' };
import hdeOn from './recorded/hdeOn.json' with { type: 'json' };
import issueFiles from './recorded/issueFiles.json' with { type: 'json' };
import issuePage from './recorded/issuePage.json' with { type: 'json' };
import issuesList from './recorded/issuesList.json' with { type: 'json' };
import issueLinks from './recorded/issueLinks.json' with { type: 'json' };
import issueCreate from './recorded/issueCreate.json' with { type: 'json' };
import issueLinked from './recorded/issueLinked.json' with { type: 'json' };
import statsDrill from './recorded/statsDrill.json' with { type: 'json' };
import statsUsers from './recorded/statsUsers.json' with { type: 'json' };
import statsReplies from './recorded/statsReplies.json' with { type: 'json' };
import statsTimeline from './recorded/statsTimeline.json' with { type: 'json' };

// The recordings `npm run mocks:record` wrote (docs/mocks.md), by script name, for stories to replay.
const recorded = {
  world,
  session,
  itemsByStatus,
  itemReply,
  itemStatus,
  chatsDefault,
  profile,
  emailDialog,
  emailPending,
  mySettings,
  recovery,
  deleteRequest,
  billing,
  status,
  savedFilters,
  itemsList,
  itemsBulk,
  chatsList,
  chatAuthors,
  chatThread,
  chatSend,
  chatReact,
  chatRetry,
  chatPriority,
  chatStatus,
  chatAssign,
  chatNew,
  chatUpload,
  signup,
  confirmEmail,
  passwordReset,
  socialSignIn,
  oauthGrant,
  chatsByPhone,
  authorChats,
  accountAdd,
  people,
  itemPage,
  integrations,
  slackOn,
  subscriptions,
  referral,
  teamWeekEmpty,
  teamWeek,
  shiftTemplates,
  scheduleEdit,
  absences,
  workingHoursSettings,
  otherSettings,
  mailSender,
  tagSettings,
  labelSettings,
  templateSettings,
  accountEdit,
  accountReactions,
  accountStickers,
  accountExclusions,
  messageExclusions,
  accountChats,
  macros,
  companies,
  issueSettings,
  hde,
  hdeOn,
  issueFiles,
  issuePage,
  issuesList,
  issueLinks,
  issueCreate,
  issueLinked,
  statsDrill,
  statsOverall,
  statsTagsEmotions,
  statsUsers,
  statsReplies,
  statsHoursPosts,
  statsLive,
  statsExport,
  statsReports,
  statsTimeline,
  statsIssues,
  statsWorking,
  statsUnknownUser,
};

export const RECORDINGS = recorded as unknown as Record<keyof typeof recorded, Recording>;
export type RecordingName = keyof typeof recorded;
