import { BaseSequencer, type TestSpecification } from 'vitest/node';

// vitest orders files by their last duration, and on a fresh machine (CI) by size: the contract suite against the live
// server is a short file that runs some fifty seconds, so it started last and ran alone at the end. The files named
// here start first, slowest first; every other file keeps vitest's order.
const SLOW_FIRST = ['apps/server/test/contract.live.test.ts', 'apps/server/test/policy.test.ts', 'apps/server/test/jobs.test.ts'];

const rank = (spec: TestSpecification) => {
  const index = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
  return index < 0 ? SLOW_FIRST.length : index;
};

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
