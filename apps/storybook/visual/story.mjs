// When is a story ready for its screenshot: Storybook finished it (loaders, render, play, afterEach),
// the fonts are loaded, the network and the DOM are quiet.

const STORY_TIMEOUT_MS = 30_000;
const QUIET_MS = 200;
// A request pending longer than this is one that never answers (a "slow" scenario): not waited for.
const ENDLESS_REQUEST_MS = 2_000;
const SETTLE_TIMEOUT_MS = 10_000;

/**
 * Record the play functions that threw (the vitest addon sets throwPlayFunctionExceptions to false, so a failed
 * play still ends in the 'finished' phase, with the page left wherever the play stopped), and which stories finished.
 * @param {import('playwright-core').Page} page
 */
export async function watchStories(page) {
  await page.addInitScript(() => {
    window.__visualPlayErrors = [];
    window.__visualFinished = {};
    const hook = setInterval(() => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(hook);
      channel.on('playFunctionThrewException', (error) => window.__visualPlayErrors.push(error?.message ?? String(error)));
      channel.on('storyFinished', ({ storyId }) => {
        window.__visualFinished[storyId] = true;
      });
    }, 1);
  });
}

/**
 * Wait until Storybook's render of `storyId` reaches its last phase ('finished', emitted with
 * STORY_FINISHED after the play function and afterEach), or shows its error display.
 * @param {import('playwright-core').Page} page
 * @param {string} storyId
 * @returns {Promise<string>} 'finished', or why the story cannot be shot
 */
export async function waitForStory(page, storyId) {
  const handle = await page.waitForFunction(
    (id) => {
      if (document.body.classList.contains('sb-show-errordisplay')) {
        const message = document.querySelector('#error-message')?.textContent ?? '';
        return `story errored: ${message.trim().split('\n')[0]}`;
      }
      // Set by the STORY_FINISHED event (the phase turns 'finished' just before it).
      if (!window.__visualFinished?.[id]) return false;
      const playError = window.__visualPlayErrors?.[0];
      return playError ? `play failed: ${playError.trim().split('\n')[0]}` : 'finished';
    },
    storyId,
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  return handle.jsonValue();
}

/**
 * Render `storyId` in the page's already running preview, as Storybook's manager does ('setCurrentStory' on the
 * preview channel): Storybook tears the last story down (unmounts it) and runs the new one's loaders (a fresh mock
 * server and memory route), beforeEach (empty localStorage, toasts, live announcer), render and play. What a page
 * load would also reset is reset here: sessionStorage (the social link intent), the scroll position and the
 * recorded play errors.
 * @param {import('playwright-core').Page} page
 * @param {string} storyId
 */
export async function switchStory(page, storyId) {
  await page.evaluate((id) => {
    window.__visualPlayErrors = [];
    window.__visualFinished = {};
    sessionStorage.clear();
    localStorage.clear();
    window.scrollTo(0, 0);
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
}

/**
 * Follow the page's requests from before navigation on, so that none started early is missed.
 * @param {import('playwright-core').Page} page
 */
export function trackRequests(page) {
  const tracker = { pending: new Map(), lastEvent: Date.now() };
  page.on('request', (request) => {
    tracker.pending.set(request, Date.now());
    tracker.lastEvent = Date.now();
  });
  const done = (request) => {
    tracker.pending.delete(request);
    tracker.lastEvent = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return tracker;
}

/**
 * Fonts loaded, the DOM unchanged for QUIET_MS, and no request pending other than endless ones.
 * @param {import('playwright-core').Page} page
 * @param {ReturnType<typeof trackRequests>} tracker
 */
export async function settle(page, tracker) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    await page.evaluate(domQuiet, { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS });
    const now = Date.now();
    const waiting = [...tracker.pending.values()].filter((started) => now - started < ENDLESS_REQUEST_MS);
    if (waiting.length === 0 || now > deadline) break;
    // Wait for those requests (or until they count as endless), then for the DOM again.
    await page.waitForTimeout(Math.min(100, ENDLESS_REQUEST_MS));
  }
  // Two frames, so that the last style and layout changes are painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

// Runs in the page: resolves once fonts are loaded and no DOM mutation happened for quietMs.
function domQuiet({ quietMs, timeoutMs }) {
  return document.fonts.ready.then(
    () =>
      new Promise((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        const limit = setTimeout(done, timeoutMs);
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          resolve(undefined);
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}
