import { createI18n } from '@console/locales';
import type { MockState } from '@console/api/mocks';
import { localeOf } from '../storySupport/location.ts';

/** The accounts texts in the story's locale, from the same resources the screens use. */
export const accountsTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return { locale, t: i18n.getFixedT(locale, 'accounts'), shell: i18n.getFixedT(locale, 'shell') };
};

export const mockStateOf = (loaded: Record<string, unknown>): MockState => loaded['mockState'] as MockState;
