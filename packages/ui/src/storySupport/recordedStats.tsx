import type { Decorator } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RECORDED_SEED_NOW, type RecordedStep } from '@console/api/contract';
import { RECORDINGS, type RecordingName } from '@console/api/mocks';
import { NowProvider } from '../data/now.tsx';

/** Which recorded request a stats story reads (every field given must hold). */
export interface RecordedStatsMatch {
  /** The test-seed user who asked. */
  as?: string;
  /** The request's path. */
  path?: string;
  /** The period's first day (`from`). */
  from?: string;
  /** One list filter the query carries, `[name, value]`; null: the query carries no list filter (`…[]`) at all. */
  filter?: readonly [string, string] | null;
  /** Anything else the request must be. */
  where?: (step: RecordedStep) => boolean;
}

const queries = (step: RecordedStep, name: string, value?: string) =>
  step.query.some(([one, its]) => one === name && (value === undefined || its === value));

/** The recorded request of a stats recording that `match` picks (docs/mocks.md); the story fails when there is none. */
export function recordedStatsStep(name: RecordingName, match: RecordedStatsMatch): RecordedStep {
  const step = RECORDINGS[name].steps.find(
    (one) =>
      (match.as === undefined || one.as === match.as) &&
      (match.path === undefined || one.path === match.path) &&
      (match.from === undefined || queries(one, 'from', match.from)) &&
      (match.filter === undefined ||
        (match.filter === null
          ? !one.query.some(([param]) => param.endsWith('[]'))
          : queries(one, match.filter[0], match.filter[1]))) &&
      (match.where === undefined || match.where(one)),
  );
  if (!step) throw new Error(`the ${name} recording has no matching request`);
  return step;
}

/** The answer of the recorded request `match` picks (the figures a stats story asserts). */
export const recordedStats = <T,>(name: RecordingName, match: RecordedStatsMatch): T =>
  recordedStatsStep(name, match).answer as T;

/** Whether a recorded request's query carries `name` (with `value` when given). */
export const queriesParam = queries;

/**
 * The stats stories' clock (docs/stats.md "Screens"): the recording's now, so the default period (the last 30 days) is
 * the recorded one.
 */
export const withRecordedNow: Decorator = (Story) => (
  <NowProvider now={RECORDED_SEED_NOW}>
    <Story />
  </NowProvider>
);

/** A stats screen's story parameters: the whole page at `route`, signed in, answered by the world and `recordings`. */
export const recordedStatsParameters = (route: string, ...recordings: RecordingName[]) => ({
  layout: 'fullscreen',
  route,
  session: 'signedIn',
  recorded: recordings,
});

/** The console's 'Page not found' (spec §2.1) in the story's language: an operator's page whose id is no id. */
export async function expectPageNotFound(canvasElement: HTMLElement, t: (key: string) => string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: t('shell:notFound.title') })).toBeVisible();
  await expect(canvas.getByRole('link', { name: t('shell:notFound.toDashboard') })).toHaveAttribute('href', '/');
}

/**
 * An operator's page for an id that is no operator of the space: the page's not-found text, no retry (asking again
 * cannot help) and never a spinner.
 */
export async function expectOperatorNotFound(canvasElement: HTMLElement, t: (key: string) => string): Promise<void> {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(t('stats:user.notFound'));
  await expect(canvas.queryByRole('button', { name: t('common:actions.retry') })).toBeNull();
  await expect(canvas.queryByRole('progressbar')).toBeNull();
}
