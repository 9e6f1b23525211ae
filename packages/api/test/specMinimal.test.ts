import { describe, expect, it } from 'vitest';
import { ConfigResponse, ObjectsResponse, ObjectsWithTagsResponse, User } from '../src/contract/index.ts';
import { RECORDINGS } from '../src/mocks/recordings.ts';
import { specMinimalRecording } from '../src/mocks/specMinimal.ts';

// docs/answers.md: a backend that answers with exactly the fields of spec §3 is read as well as ours.
const world = specMinimalRecording(RECORDINGS.world);
const reads = (path: string, tags = false) =>
  world.steps.filter(
    (step) => step.path === path && step.status === 200 && step.query.some(([name]) => name === 'tags') === tags,
  );

describe('the spec-minimal world', () => {
  it('carries none of our extra fields', () => {
    const config = reads('/v1/config')[0]!.answer as Record<string, Record<string, unknown>>;
    expect(config['user']).not.toHaveProperty('role');
    expect(config['user']).not.toHaveProperty('otp_enabled');
    expect(config).not.toHaveProperty('loaded');
  });

  it.each([
    ['/v1/config', false, ConfigResponse],
    ['/v1/me', false, User],
    ['/v1/objects', false, ObjectsResponse],
    ['/v1/objects', true, ObjectsWithTagsResponse],
  ] as const)('parses every user’s %s answer (tags: %s)', (path, tags, schema) => {
    const steps = reads(path, tags);
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(schema.safeParse(step.answer).error, `${step.as}`).toBeUndefined();
  });
});
