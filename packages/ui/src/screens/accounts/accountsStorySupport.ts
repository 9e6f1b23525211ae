import { createI18n } from '@console/locales';
import type { AccountAuthResponse, BillingSpace } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { localeOf } from '../../storySupport/location.ts';

/** The accounts texts in the story's locale, from the same resources the screens use. */
export const accountsTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return { locale, t: i18n.getFixedT(locale, 'accounts'), shell: i18n.getFixedT(locale, 'shell') };
};

const connectSteps = RECORDINGS.accountAdd.steps;

/** A connect the accountAdd recording made (spec §7): the body the callback sends and the server's answer. */
export function recordedConnect(path: string): { body: Record<string, string>; answer: AccountAuthResponse } {
  const step = connectSteps.find((one) => one.method === 'POST' && one.path === path);
  if (!step) throw new Error(`accountAdd has no POST ${path}`);
  return { body: step.body as Record<string, string>, answer: step.answer as AccountAuthResponse };
}

/** The administrator's space as the recording's GET v1/billing/spaces answered it before any account was connected. */
export const recordedBillingSpace = (): BillingSpace => {
  const step = connectSteps.find((one) => one.path === '/v1/billing/spaces');
  return (step!.answer as { items: BillingSpace[] }).items[0]!;
};
