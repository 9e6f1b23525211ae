import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDINGS } from '../src/mocks/recordings.ts';
import { createHandlers, recordedSignIn } from '../src/mocks/index.ts';

// docs/mocks.md, "The world": a story's signed-in user gets what the server answered that user on the test seed.
const host = 'http://api.test/';
const server = setupServer(...createHandlers({ apiHosts: [host] }));
beforeAll(() => server.listen());
afterAll(() => server.close());

const tokenOf = (email: string): string => recordedSignIn(email)!.access_token;
const get = (path: string, token: string | null, language = 'ru') =>
  fetch(`${host}${path}`, {
    headers: { 'Accept-Language': language, ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
  });
const recorded = (as: string, path: string, language?: string) =>
  RECORDINGS.world.steps.find((s) => s.as === as && s.path === path && s.language === language)!.answer;

describe('the recorded world', () => {
  it("answers the signed-in user's reads with that user's recorded answers, whatever the config's ts", async () => {
    const operator = tokenOf('operator@demo.local');
    expect(operator).toBe('recorded-operator-access-1');
    expect(await (await get('v1/objects', operator)).json()).toEqual(recorded('operator', '/v1/objects'));
    expect(await (await get('v1/config?ts=123', operator)).json()).toEqual(recorded('operator', '/v1/config'));
    const reader = await get('v1/templates', tokenOf('reader@demo.local'));
    expect(reader.status).toBe(403); // spec §6: templates need the templates flag; the server said so
  });

  it('answers in the asker’s language where the recording has it', async () => {
    const answer = await get('v1/config?ts=5', tokenOf('operator@demo.local'), 'en');
    expect(await answer.json()).toEqual(recorded('operator', '/v1/config', 'en'));
  });

  it('answers a request without a token with the recorded 401 (spec §4)', async () => {
    const answer = await get('v1/me', null, 'en');
    expect([answer.status, await answer.json()]).toEqual([401, recorded('anonymous', '/v1/me', 'en')]);
  });
});

describe('a feature recording before the world', () => {
  const withProfile = setupServer(...createHandlers({ apiHosts: ['http://profile.test/'], recorded: ['profile'] }));
  beforeAll(() => {
    server.close();
    withProfile.listen();
  });
  afterAll(() => {
    withProfile.close();
    server.listen();
  });

  it('leaves an endpoint it never asked as this user to the world (docs/mocks.md, "Replay")', async () => {
    // The profile recording holds GET v1/me for its own users only; the reader's comes from the world.
    const answer = await fetch('http://profile.test/v1/me', {
      headers: { 'Accept-Language': 'ru', Authorization: `Bearer ${tokenOf('reader@demo.local')}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(recorded('reader', '/v1/me'));
  });
});
