import { http, HttpResponse, type HttpHandler } from 'msw';
import { INTEGRATIONS_PATH } from '../contract/integrations.ts';
import { SUBSCRIPTIONS_PATH } from '../contract/subscriptions.ts';
import { any, failures } from './scenarioHelpers.ts';

// Scenarios of settings/integrations and settings/subscriptions, merged into `scenarios` (scenarios.ts); what the
// server answers is recorded (the integrations, slackOn and subscriptions scripts).
export const alertsScenarios = {
  integrations: {
    ...failures('get', INTEGRATIONS_PATH),
  },
  subscriptions: {
    ...failures('get', SUBSCRIPTIONS_PATH),
    /** No alerts yet: the recording starts with one. */
    empty: [http.get(any(SUBSCRIPTIONS_PATH), () => HttpResponse.json({ items: [] }))],
  },
} satisfies Record<string, Record<string, HttpHandler[]>>;
