import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import fc from 'fast-check';
import { http, HttpResponse, ws, type JsonBodyType } from 'msw';
import { SWRConfig } from 'swr';
import { expect, waitFor, within } from 'storybook/test';
import { SPEC_ANSWERS, type SpecShape } from '@console/api/contract';
import { changedAt, fieldsOutsideSpec, objectPaths, RECORDINGS, type FieldPath } from '@console/api/mocks';
import { storyT } from '../../../components/storySupport/storyLocale.ts';
import { storyShell } from '../../../storySupport/shell.ts';
import { StatsHomeScreen } from '../../stats/StatsHome/StatsHomeScreen.tsx';
import { SignedInFrame } from '../SignedInFrame/SignedInFrame.tsx';

const SOCKET_URL = 'ws://storybook.test/v1/socket';
const socketServer = ws.link(SOCKET_URL).addEventListener('connection', ({ client }) => {
  client.addEventListener('message', (event) => {
    if (typeof event.data === 'string' && event.data.includes('"auth"')) client.send(JSON.stringify({ method: 'ready' }));
  });
});

// The administrator's answers as the reference server gave them (the world recording).
const recorded = (path: string, tags = false): unknown =>
  RECORDINGS.world.steps.find(
    (step) =>
      step.as === 'administrator' &&
      step.path === path &&
      step.language === undefined &&
      step.query.some(([name]) => name === 'tags') === tags,
  )!.answer;
const ANSWERS = {
  config: { full: recorded('/v1/config'), shape: SPEC_ANSWERS['v1/config'] },
  me: { full: recorded('/v1/me'), shape: SPEC_ANSWERS['v1/me'] },
  objects: { full: recorded('/v1/objects'), shape: SPEC_ANSWERS['v1/objects'] },
  objectsWithTags: { full: recorded('/v1/objects', true), shape: SPEC_ANSWERS['v1/objects?tags=true'] },
} as const satisfies Record<string, { full: unknown; shape: SpecShape }>;
type AnswerName = keyof typeof ANSWERS;
const NAMES = Object.keys(ANSWERS) as AnswerName[];

// One answer's change: some of its fields outside spec §3 removed, some unknown fields added anywhere.
const answerChange = (name: AnswerName) =>
  fc.record({
    removed: fc.subarray(fieldsOutsideSpec(ANSWERS[name].shape, ANSWERS[name].full)),
    added: fc.array(
      fc.tuple(fc.constantFrom(...objectPaths(ANSWERS[name].full)), fc.stringMatching(/^x_[a-z]{1,8}$/), fc.jsonValue()),
      { maxLength: 3 },
    ),
  });
type AnswerChange = { removed: FieldPath[]; added: [FieldPath, string, unknown][] };

function applied(name: AnswerName, change: AnswerChange): unknown {
  let answer = ANSWERS[name].full;
  for (const path of change.removed) answer = changedAt(answer, path.slice(0, -1), (parent) => delete parent[path.at(-1)!]);
  for (const [path, field, value] of change.added) answer = changedAt(answer, path, (target) => void (target[field] = value));
  return answer;
}

// What the handlers answer now, and how the play asks for a fresh frame (a new SWR cache: every answer is read again).
let current: Record<AnswerName, unknown> = { ...Object.fromEntries(NAMES.map((name) => [name, ANSWERS[name].full])) } as Record<
  AnswerName,
  unknown
>;
let remount: () => void = () => undefined;
const answers = [
  http.get('*/v1/config', () => HttpResponse.json(current.config as JsonBodyType)),
  http.get('*/v1/me', () => HttpResponse.json(current.me as JsonBodyType)),
  http.get('*/v1/objects', ({ request }) =>
    HttpResponse.json(
      (new URL(request.url).searchParams.get('tags') === 'true' ? current.objectsWithTags : current.objects) as JsonBodyType,
    ),
  ),
];

function Remounting(props: ComponentProps<typeof SignedInFrame>) {
  const [run, setRun] = useState(0);
  remount = () => setRun((n) => n + 1);
  return (
    <SWRConfig key={run} value={{ provider: () => new Map() }}>
      <SignedInFrame {...props} />
    </SWRConfig>
  );
}

// docs/answers.md: whichever of our optional fields a backend leaves out of config, me and objects, and whatever unknown
// fields it adds, the signed-in shell renders with the statistics home (a property over generated answers).
const meta = {
  title: 'Screens/Session/SpecMinimalProperty',
  component: Remounting,
  args: { socketUrl: SOCKET_URL, shell: storyShell(), children: <StatsHomeScreen /> },
  parameters: { layout: 'fullscreen', route: '/', session: 'signedIn', recorded: true },
  beforeEach: ({ msw }) => void msw.use(socketServer, ...answers),
} satisfies Meta<typeof Remounting>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RendersTheShellWithoutOptionalFieldsOrWithUnknownOnes: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const failed = storyT(globals)('statsHome:loadFailed');
    const changes = fc.record(
      Object.fromEntries(NAMES.map((name) => [name, answerChange(name)])) as Record<AnswerName, fc.Arbitrary<AnswerChange>>,
    );
    await fc.assert(
      fc.asyncProperty(changes, async (change) => {
        current = Object.fromEntries(NAMES.map((name) => [name, applied(name, change[name])])) as Record<AnswerName, unknown>;
        const before = canvas.queryByRole('heading', { level: 1 });
        remount();
        // A new frame read these answers: its heading is a new element, with the user's name from them.
        await waitFor(
          () => {
            const heading = canvas.getByRole('heading', { level: 1, name: /Anna Admin/ });
            expect(heading).not.toBe(before);
          },
          { timeout: 5000 },
        );
        await waitFor(() => expect(canvas.getByRole('region', { name: /Ждут внимания|Waiting for attention/ })).toBeVisible());
        await expect(canvas.queryByText(failed)).toBeNull();
      }),
      { numRuns: 12, seed: 21 },
    );
  },
};
