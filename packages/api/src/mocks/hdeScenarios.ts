import type { HttpHandler } from 'msw';
import { HDE_PATH } from '../contract/hde.ts';
import { ISSUES_PATH } from '../contract/issues.ts';
import { failures } from './scenarioHelpers.ts';

// Scenarios of settings/hde/{id} and the issue page's HelpDeskEddy control (docs/hde.md), merged into `scenarios`
// (scenarios.ts); what the server answers is recorded (the hde and hdeOn scripts).
export const hdeScenarios = {
  hde: { ...failures('get', `${HDE_PATH}/*`) },
  issueDesk: {
    ...failures('get', `${ISSUES_PATH}/*/hde`),
    sendFailed: failures('post', `${ISSUES_PATH}/*/hde`).serverError500,
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
