// The server benchmarks' timing: percentiles of sorted durations, and the one loop that times a request n times.

/** The p-th percentile of durations sorted ascending (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Times `call` `runs` times (each answer read whole; a non-2xx stops the run) and prints p50 and p99. */
export async function measureRequests(
  name: string,
  runs: number,
  call: (i: number) => Promise<Response>,
  { width = 34, digits = 2 }: { width?: number; digits?: number } = {},
): Promise<void> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(digits).padStart(digits + 6)} ms`;
  console.log(
    `${name.padEnd(width)} n=${String(runs).padStart(5)}  p50 ${ms(percentile(times, 50))}  p99 ${ms(percentile(times, 99))}`,
  );
}
