import type { Loader } from '@storybook/react-vite';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createHandlers, createMockState, NOT_RECORDED_HEADER, type RecordingName } from '@console/api/mocks';

// The hosts of the stories' client: nothing listens there, MSW answers every call.
export const API_HOSTS = ['https://api-1.console.test/', 'https://api-2.console.test/'] as const;

const isApiRequest = (url: string): boolean => API_HOSTS.some((host) => url.startsWith(host));

// Every request of a story's client names the story (StoryShell's `storyFetch`). Story files share one page and one
// service worker, so a request of the previous story (still mounted during this one's loaders) or of another file's
// page can reach this page's handlers; only the current story's own requests count against it.
const STORY_HEADER = 'x-story';
let currentStory: string | undefined;
const isCurrentStorys = (request: Request): boolean =>
  currentStory !== undefined && request.headers.get(STORY_HEADER) === currentStory;

/** The story's client's fetch: the global one (MSW's worker answers it), with the story named on every request. */
export const storyFetch =
  (storyId: string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(STORY_HEADER, storyId);
    return globalThis.fetch(input, { ...init, headers });
  };

// The current story's API calls that no handler answered, or that a replay answered 501 as not recorded; the story
// fails on them (docs/mocks.md, "Replay").
const unhandled: string[] = [];
let started: Promise<SetupWorker> | undefined;

// One worker for the whole preview: an API call without a handler is an error, anything else
// (Storybook's files, fonts, images) goes to the network untouched.
function startWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker();
    await worker.start({
      quiet: true,
      onUnhandledFrame({ frame, defaults }) {
        if (frame.protocol !== 'http') return;
        const { request } = frame.data as { request: Request };
        if (!isApiRequest(request.url)) return;
        defaults.error();
        if (isCurrentStorys(request)) unhandled.push(`${request.method} ${request.url}`);
        throw new Error(`No mock handler for ${request.method} ${request.url}`);
      },
    });
    worker.events.on('response:mocked', ({ request, response }) => {
      const script = response.headers.get(NOT_RECORDED_HEADER);
      if (script !== null && isCurrentStorys(request)) unhandled.push(`${request.method} ${request.url} (${script})`);
    });
    return worker;
  })();
  return started;
}

const applyStoryHandlers = mswLoader(startWorker);

// A fresh mock server per story: its state (the hand-written mocks' stores, clock) is `loaded.mockState`. The default
// handlers become the worker's initial ones, so the addon's reset returns to them and then adds `parameters.msw`;
// stories add their own in `beforeEach({ msw }) { msw.use(...) }`.
//
// Every story replays the recordings first (docs/mocks.md, "Replay in a story"): sign-in, refresh and revoke, and the
// recorded world (what the server answered the story's user); `parameters.recorded` adds a feature's recordings before
// it.
export const mswStoryLoader: Loader = async (context) => {
  const mockState = createMockState();
  unhandled.length = 0;
  currentStory = context.id;
  const worker = await startWorker();
  const recorded = context.parameters['recorded'] as true | RecordingName[] | undefined;
  // `parameters.specMinimal`: the recordings stripped to the fields of spec §3 (docs/answers.md).
  const specMinimal = context.parameters['specMinimal'] === true;
  worker.resetHandlers(
    ...createHandlers({ apiHosts: API_HOSTS, recorded: Array.isArray(recorded) ? recorded : [], specMinimal }),
  );
  await applyStoryHandlers(context);
  return { mockState };
};

export function assertEveryRequestMocked(): void {
  if (unhandled.length > 0) throw new Error(`API requests without a mock handler: ${unhandled.join(', ')}`);
}
