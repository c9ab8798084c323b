/** The median of some samples. */
export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5)
}

/** The q-quantile (0..1) of some samples, by nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

/** Runs `work` `runs` times (after `warmup` unmeasured runs) and returns the times in milliseconds. */
export async function timeRuns(runs: number, work: () => unknown | Promise<unknown>, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await work()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    times.push(performance.now() - start)
  }
  return times
}
