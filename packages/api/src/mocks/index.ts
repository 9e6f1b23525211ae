export { createHandlers, type CreateHandlersOptions } from './handlers.ts';
export { heardBy, NOT_RECORDED_HEADER, notRecorded, replayHandlers, type ReplayOptions } from './replay.ts';
export { RECORDINGS, type RecordingName } from './recordings.ts';
export { changedAt, fieldsOutsideSpec, objectPaths, specMinimalRecording, type FieldPath } from './specMinimal.ts';
export { specMinimalWorld, recordedWorld, recordedAskerOf, recordedSignIn, recordedSignInCode, recordedRead } from './world.ts';
export { createMockState, type MockState } from './state.ts';
export { scenarios } from './scenarios.ts';
export {
  FIXTURE_NOW,
  DEMO_PASSWORD,
  MOCK_OTP_CODE,
  DEMO_USERS,
  DEMO_SPACE,
  demoUserStatuses,
  DEMO_COUNTS,
  ROLE_FLAGS,
  demoUserByEmail,
  demoUserByRole,
} from './fixtures.ts';
export { MOCK_TEXTS, requestLocale, type MockTextKey } from './texts.ts';
export { objectsAnswer } from './objectsScenarios.ts';
export { chatAuthorsPageAnswer, chatsPageAnswer } from './chatsScenarios.ts';
export { statsPostsAnswer } from './statsHoursPostsScenarios.ts';
export { billingSpacesAnswer, billingPaymentAnswers } from './billingScenarios.ts';
export { workingHoursAnswer } from './workinghours.ts';
export { PROFILE_DEMO_USERS } from './profileFixtures.ts';
export { HOSTILE_FILE_NAMES, HOSTILE_NAMES, HOSTILE_TEXTS, seededRandom } from '../contract/hostileCorpus.ts';
export { demoMessage, demoAttachment } from './messageFixtures.ts';
export { issuesBulkRefusedAnswer } from './issuesListScenarios.ts';
