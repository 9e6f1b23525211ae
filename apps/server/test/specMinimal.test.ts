// docs/answers.md "The spec-minimal scenario": the e2e-only mode that answers with the fields of spec §3 and no more.
import { describe, expect, it } from 'vitest';
import { SPEC_ANSWERS, stripToSpec } from '@console/api/contract';
import { specMinimalFrom } from '../src/http/specMinimal.ts';
import { DEMO_USER_BY_ROLE } from '../src/seed.ts';
import { bearer, demoApp, sessionFor } from './helpers.ts';

const NOW = Date.now();
const demo = demoApp({ now: () => NOW, specMinimalAnswers: true });

describe('SPEC_MINIMAL_ANSWERS', () => {
  it('is on only with 1, on loopback, without a public host or a mail transport', () => {
    expect(specMinimalFrom({}, '0.0.0.0')).toBe(false);
    expect(specMinimalFrom({ SPEC_MINIMAL_ANSWERS: '1' }, '127.0.0.1')).toBe(true);
    expect(() => specMinimalFrom({ SPEC_MINIMAL_ANSWERS: '1' }, '0.0.0.0')).toThrow(/loopback/);
    expect(() => specMinimalFrom({ SPEC_MINIMAL_ANSWERS: '1', PUBLIC_HOST: 'console.example' }, '127.0.0.1')).toThrow();
    expect(() => specMinimalFrom({ SPEC_MINIMAL_ANSWERS: 'yes' }, '127.0.0.1')).toThrow();
    expect(() => specMinimalFrom({ SPEC_MINIMAL_ANSWERS: '1', SMTP_URL: 'smtp://mail.example' }, '127.0.0.1')).toThrow();
  });

  it.each([
    ['/v1/config?ts=1', SPEC_ANSWERS['v1/config']],
    ['/v1/me', SPEC_ANSWERS['v1/me']],
    ['/v1/objects?tags=true', SPEC_ANSWERS['v1/objects?tags=true']],
  ])('answers %s with the spec’s fields only', async (url, shape) => {
    const session = await sessionFor(demo.database.db, DEMO_USER_BY_ROLE.administrator, NOW);
    const answer = (await demo.app.inject({ method: 'GET', url, headers: bearer(session.access_token) })).json<unknown>();
    expect(answer).toEqual(stripToSpec(shape, answer));
    // Our own fields are gone (user statuses and user groups keep their space_id: the spec names it, or shows none).
    expect(JSON.stringify(answer)).not.toMatch(/"(role|otp_enabled|time_zone|loaded)":/);
    const companies = (answer as { companies?: object[] }).companies ?? [];
    expect(companies.filter((company) => 'space_id' in company || 'name' in company)).toEqual([]);
  });
});
