// fast-check runs with a printed seed so a failure can be replayed: FC_SEED=<seed> vitest run.
export function propertySeed(label: string): { seed: number; numRuns: number } {
  const fromEnv = Number(process.env.FC_SEED);
  const seed =
    Number.isInteger(fromEnv) && process.env.FC_SEED !== undefined ? fromEnv : (Date.now() ^ (Math.random() * 0x7fffffff)) | 0;
  console.log(`[fast-check] ${label}: seed ${seed}`);
  return { seed, numRuns: 1000 };
}
