import { describe, expect, it } from 'vitest';
import { suites } from '../test-suites.mjs';

// The summary CI keeps names what failed and what it threw (stop 40's CI named two e2e tests and nothing more).
const parse = suites('.reports').find((suite) => suite.name === 'e2e')!.parse!;
const error = (message: string, line: number) => ({ message, location: { file: 'x.spec.ts', line, column: 3 } });
const report = {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      specs: [
        {
          file: 'chats.spec.ts',
          line: 181,
          title: 'a failed delivery',
          tests: [
            {
              status: 'unexpected',
              results: [
                {
                  errors: [
                    error(
                      'Error: \u001b[2mexpect(\u001b[22mreceived).toMatchObject(expected)\n\n- "delivery": "failed",\n+ "delivery": "read",\n\n  184 |   const x = 1;\n> 186 |   expect(failed)',
                      186,
                    ),
                  ],
                },
              ],
            },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              file: 'network.spec.ts',
              line: 47,
              title: 'an outage',
              tests: [
                {
                  status: 'flaky',
                  results: [{ errors: [error('Error: timed out waiting for the notice', 70)] }, { errors: [] }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the e2e summary lines', () => {
  it('counts a flaky test as passed and names each failed or flaky one with what it threw, without colours or code', () => {
    const counts = parse(report);
    expect(counts).toMatchObject({ passed: 6, failed: 1, skipped: 0 });
    expect(counts.failures).toEqual([
      'chats.spec.ts:181 a failed delivery\n      Error: expect(received).toMatchObject(expected) ¦ - "delivery": "failed", ¦ + "delivery": "read", @ line 186',
    ]);
    expect(counts.flaky).toEqual(['network.spec.ts:47 an outage\n      Error: timed out waiting for the notice @ line 70']);
  });
});
