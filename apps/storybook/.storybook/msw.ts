import type { Loader } from '@storybook/react-vite';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createHandlers, createMockState, type RecordingName } from '@console/api/mocks';

// The hosts of the stories' client: nothing listens there, MSW answers every call.
export const API_HOSTS = ['https://api-1.console.test/', 'https://api-2.console.test/'] as const;

const isApiRequest = (url: string): boolean => API_HOSTS.some((host) => url.startsWith(host));

// API calls that no handler answered, or that a replay answered 501 as not recorded, during the current story; the
// story fails on them (docs/mocks.md, "Replay").
const unhandled: string[] = [];
let started: Promise<SetupWorker> | undefined;
// Requests count from the story's render on: during its loaders the previous story is still mounted, and a request it
// sends then (a revalidation, a redirect's write) is not this story's.
let watching = false;
export const watchStoryRequests = (): void => void (watching = true);

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
        if (watching) unhandled.push(`${request.method} ${request.url}`);
        throw new Error(`No mock handler for ${request.method} ${request.url}`);
      },
    });
    // A replay's 501 (NOT_RECORDED_HEADER) is logged, not failed on: with story files side by side, one story's request
    // can reach another file's handlers and would fail the wrong story (docs/mocks.md, "Replay").
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
  watching = false;
  const worker = await startWorker();
  const recorded = context.parameters['recorded'] as true | RecordingName[] | undefined;
  worker.resetHandlers(...createHandlers({ apiHosts: API_HOSTS, recorded: Array.isArray(recorded) ? recorded : [] }));
  await applyStoryHandlers(context);
  return { mockState };
};

export function assertEveryRequestMocked(): void {
  if (unhandled.length > 0) throw new Error(`API requests without a mock handler: ${unhandled.join(', ')}`);
}
