import type { Decorator } from '@storybook/react-vite';
import { createI18n } from '@console/locales';
import { RECORDING_USERS, type ItemDetail, type RecordingUser } from '@console/api/contract';
import { FIXTURE_NOW, recordedSignIn } from '@console/api/mocks';
import { NowProvider } from '../../data/now.tsx';
import { localeOf } from '../../storySupport/location.ts';
import { recordedRead } from './recordedInbox.ts';

// The item page's stories: the test seed's items as the server answered each role (the itemPage recording).

export const NOW_S = Math.floor(FIXTURE_NOW / 1000);

export const itemTexts = (globals: Record<string, unknown>) => {
  const locale = localeOf(globals);
  const i18n = createI18n(locale);
  return { locale, t: i18n.getFixedT(locale, 'item'), composer: i18n.getFixedT(locale, 'composer') };
};

/** The fixed clock of the mocks: countdowns and time-left badges look the same on every run. */
export const fixedNow: Decorator = (Story) => (
  <NowProvider now={FIXTURE_NOW}>
    <Story />
  </NowProvider>
);

/** The story's user as `parameters.session` names them: the administrator is the preset signed-in user. */
const sessionOf = (as: RecordingUser) => (as === 'administrator' ? 'signedIn' : { email: RECORDING_USERS[as] });

/**
 * The item page on seed item `id` as `as` (the itemPage script of apps/server/src/recording/scripts/itemPage.ts reads it
 * as that user): the story's args and parameters.
 */
export const onItem = (id: number, as: RecordingUser = 'administrator') => ({
  args: { id },
  parameters: { route: `/items/${id}`, session: sessionOf(as) },
});

/** What the server answered `as` for the item before any write of the script (its first read). */
export const recordedItem = (as: RecordingUser, id: number): ItemDetail =>
  recordedRead<ItemDetail>('itemPage', as, `/v1/items/${id}`);

/** A write of the script's as another user (a colleague closes the item, blocks its author), replayed by the mocks. */
export async function actAs(as: RecordingUser, method: 'PATCH' | 'POST', path: string, body: unknown): Promise<void> {
  const token = recordedSignIn(RECORDING_USERS[as])!.access_token;
  // The stories' first API host (apps/storybook/.storybook/msw.ts); the replay answers it as the user the token names.
  const answer = await fetch(`https://api-1.console.test/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${as} ${method} ${path}: ${answer.status}`);
}
