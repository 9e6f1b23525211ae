import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { RECORDED_SEED_NOW } from '@console/api/contract';
import { RECORDINGS } from '@console/api/mocks';
import { NowProvider } from '../../data/index.ts';

// The stories' week is the recording's (Sunday 22 November 2026), whatever day they run.
export const atRecordedNow: Decorator = (Story) => (
  <NowProvider now={RECORDED_SEED_NOW}>
    <Story />
  </NowProvider>
);

/**
 * The server's recorded refusal of `script`'s write (its text in the story's language), answered to every such write:
 * for the refusals the console cannot send itself, since it checks the same rules before sending (a status deleted
 * meanwhile, an absence ending before it starts).
 */
export function recordedRefusal(script: keyof typeof RECORDINGS, method: 'PUT' | 'POST', path: string, locale: string) {
  const step = RECORDINGS[script].steps.find(
    (one) => one.method === method && one.status === 400 && (one.language === 'en') === (locale === 'en'),
  )!;
  return http[method === 'PUT' ? 'put' : 'post'](`*${path}`, () =>
    HttpResponse.json(step.answer as Record<string, unknown>, { status: 400 }),
  );
}
