/**
 * Wall-clock milliseconds per phase of one validate or generate run, for finding where the time
 * goes (scripts/generate/scale-timings.ts prints them per phase). With HELOC_TIMINGS=1 the CLI
 * writes them to stderr as one `HELOC_TIMINGS {...}` line. Phases that run side by side overlap.
 */
// On globalThis: the command's entry and the bundle it imports (bundled-import.ts) each hold a copy of this module.
const store = globalThis as { [key: symbol]: Map<string, number> | undefined };
const phases = (store[Symbol.for('heloc.phase-timings')] ??= new Map<string, number>());

export function recordPhase(name: string, ms: number): void {
  phases.set(name, (phases.get(name) ?? 0) + ms);
}

/** Runs fn and adds its duration to the phase (for a promise, until it settles). */
export async function timePhase<T>(name: string, fn: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const done = () => recordPhase(name, performance.now() - started);
  let result: T | Promise<T>;
  try {
    result = fn();
  } catch (error) {
    done();
    throw error;
  }
  // A synchronous step is timed now, not when the caller's await resumes after its neighbours ran.
  if (!(result instanceof Promise)) {
    done();
    return result;
  }
  try {
    return await result;
  } finally {
    done();
  }
}

export const TIMINGS_PREFIX = 'HELOC_TIMINGS ';

/** Prints the phases (rounded) when HELOC_TIMINGS is set; otherwise nothing. */
export function reportPhases(): void {
  if (!process.env.HELOC_TIMINGS) return;
  const rounded = Object.fromEntries([...phases].map(([name, ms]) => [name, Math.round(ms)]));
  process.stderr.write(`${TIMINGS_PREFIX}${JSON.stringify(rounded)}\n`);
}
