/**
 * The statistics of the benchmark (scripts/bench.ts), pure: the spread of repeated runs, the
 * order in which the product and the baseline take turns, and the main-thread CPU time read from
 * a Chromium trace.
 */

/** The median of repeated runs with their extremes. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('spread of no values');
  if (values.some((v) => Number.isNaN(v)))
    throw new Error(`spread of a value that is not a number: ${values.join(', ')}`);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

/** The spread of each of the runs' figures named by `keys`. */
export function spreads<K extends string>(runs: readonly Record<K, number>[], keys: readonly K[]): Record<K, Spread> {
  return Object.fromEntries(keys.map((key) => [key, spread(runs.map((run) => run[key]))])) as Record<K, Spread>;
}

/**
 * The order of the two apps in round `round` (from 0): product first in even rounds, baseline
 * first in odd ones (ABBA…), so neither always runs right after the other's caches and
 * compilation, and a busy minute of a shared machine falls on both alike.
 */
export function turnOrder<T>(round: number, first: T, second: T): [T, T] {
  return round % 2 === 0 ? [first, second] : [second, first];
}

export type App = 'product' | 'baseline';

/** `runs` rounds of `measure` for both apps, taking turns; the figures of each app in run order. */
export async function interleaved<R>(
  runs: number,
  measure: (app: App, round: number) => Promise<R>,
): Promise<Record<App, R[]>> {
  const out: Record<App, R[]> = { product: [], baseline: [] };
  for (let round = 0; round < runs; round++) {
    for (const app of turnOrder<App>(round, 'product', 'baseline')) out[app].push(await measure(app, round));
  }
  return out;
}

/** The fields of a Chromium trace event the CPU count reads (the JSON trace format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Wall time, microseconds. */
  ts: number;
  dur?: number;
  /** Thread (CPU) time, microseconds: present where the platform measures it (Linux does). */
  tdur?: number;
}

/** The scheduler's names for one task of a thread's run loop (Chromium's "toplevel" category). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * Main-thread CPU time, in ms, of the thread that wrote the trace mark `endMark`, from `startUs`
 * (trace time) until that mark: the thread time (tdur) of each top-level task that starts in the
 * window (a task inside another one is not counted twice). Thread time counts only what the
 * thread itself ran, so a machine busy with other work does not inflate it the way it inflates
 * wall time.
 */
export function mainThreadCpuMs(events: readonly TraceEvent[], endMark: string, startUs: number): number {
  const mark = events.find((e) => e.name === endMark);
  if (!mark) throw new Error(`The trace has no mark "${endMark}"`);
  if (startUs > mark.ts) throw new Error(`The window starts (${startUs}) after the mark "${endMark}" (${mark.ts})`);
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        TASK_NAMES.has(e.name) &&
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        e.ts >= startUs &&
        e.ts <= mark.ts,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (tasks.length > 0 && tasks.every((t) => t.tdur === undefined))
    throw new Error('The trace has no thread times (tdur): this platform does not measure them');
  let total = 0;
  let openUntil = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    if (task.ts < openUntil) continue;
    total += task.tdur ?? 0;
    openUntil = task.ts + (task.dur ?? 0);
  }
  return total / 1000;
}
