// The recording server's account codes (docs/mocks.md, "Recording"): fixed on every run, so a story's callback address
// matches its recording; the server's own sandbox keeps drawing random keys and nonces.
import { describe, expect, it } from 'vitest';
import { createSandboxConnector } from '../src/accounts/sandbox.ts';
import { recordedAccountCode, recordedAccountConnector } from '../src/recording/accountCodes.ts';
import { TEST_CLOCK_NOW } from '../src/recording/testSeed.ts';

const clock = () => TEST_CLOCK_NOW;

describe('the recorded account codes', () => {
  it('are the same on every run, and the recording server redeems them once', async () => {
    const code = recordedAccountCode('vk', 'Zerno Reviews');
    expect(recordedAccountCode('vk', 'Zerno Reviews')).toBe(code);
    const server = recordedAccountConnector(clock);
    await expect(server.exchange('vk', { code }, TEST_CLOCK_NOW)).resolves.toMatchObject({
      ok: true,
      account: { name: 'Zerno Reviews' },
    });
    await expect(server.exchange('vk', { code }, TEST_CLOCK_NOW)).resolves.toEqual({ ok: false, kind: 'invalid' });
  });

  it('leave the server sandbox random: its codes differ and another sandbox refuses them', async () => {
    const one = createSandboxConnector({ now: clock });
    const first = one.mintCode('vk', 'Zerno Reviews', TEST_CLOCK_NOW);
    expect(one.mintCode('vk', 'Zerno Reviews', TEST_CLOCK_NOW)).not.toBe(first);
    expect(first).not.toBe(recordedAccountCode('vk', 'Zerno Reviews'));
    await expect(createSandboxConnector({ now: clock }).exchange('vk', { code: first }, TEST_CLOCK_NOW)).resolves.toEqual({
      ok: false,
      kind: 'invalid',
    });
  });
});
