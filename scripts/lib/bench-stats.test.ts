import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interleaved, mainThreadCpuMs, median, spread, spreads, turnOrder, type TraceEvent } from './bench-stats';

describe('median and spread', () => {
  it.each([
    ['one run', 3, [3]],
    ['three runs, unsorted', 3, [5, 1, 3]],
    ['four runs: the mean of the middle two', 2.5, [4, 1, 3, 2]],
    ['seven runs with an outlier', 7, [7, 7, 1, 100, 7, 2, 9]],
  ])('median of %s is %d', (_name, expected, values) => expect(median(values)).toBe(expected));

  it('gives the median with the min and max and the number of runs', () => {
    expect(spread([980, 1020, 995, 1410, 1001, 963, 1028])).toEqual({ median: 1001, min: 963, max: 1410, runs: 7 });
  });

  it('gives the spread of each named figure of a set of runs, in the order named', () => {
    const runs = [
      { cpuMs: 3, wallMs: 10, other: 0 },
      { cpuMs: 1, wallMs: 30, other: 0 },
      { cpuMs: 2, wallMs: 20, other: 0 },
    ];
    const result = spreads(runs, ['wallMs', 'cpuMs']);
    expect(Object.keys(result)).toEqual(['wallMs', 'cpuMs']);
    expect(result).toEqual({ wallMs: spread([10, 30, 20]), cpuMs: spread([3, 1, 2]) });
  });

  it('refuses no values and values that are not numbers', () => {
    expect(() => spread([])).toThrow(/no values/);
    expect(() => spread([1, Number.NaN])).toThrow(/not a number/);
  });

  it('keeps the median between min and max, and one outlier moves it at most one rank', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 7, maxLength: 15 }),
        fc.nat(),
        (values, at) => {
          const s = spread(values);
          expect(s.min).toBeLessThanOrEqual(s.median);
          expect(s.median).toBeLessThanOrEqual(s.max);
          const spiked = values.map((v, i) => (i === at % values.length ? v + 1_000_000 : v));
          const sorted = [...values].sort((a, b) => a - b);
          const mid = Math.floor(values.length / 2);
          expect(median(spiked)).toBeLessThanOrEqual(sorted[Math.min(mid + 1, sorted.length - 1)]!);
        },
      ),
    );
  });
});

describe('taking turns', () => {
  it('alternates which app runs first, round by round', () => {
    expect([0, 1, 2, 3].map((r) => turnOrder(r, 'product', 'baseline'))).toEqual([
      ['product', 'baseline'],
      ['baseline', 'product'],
      ['product', 'baseline'],
      ['baseline', 'product'],
    ]);
  });

  it('runs each app `runs` times, in ABBA order, and keeps each app’s figures in run order', async () => {
    const calls: string[] = [];
    const out = await interleaved(4, async (app, round) => {
      calls.push(`${app}${round}`);
      return round;
    });
    expect(calls).toEqual([
      'product0',
      'baseline0',
      'baseline1',
      'product1',
      'product2',
      'baseline2',
      'baseline3',
      'product3',
    ]);
    expect(out).toEqual({ product: [0, 1, 2, 3], baseline: [0, 1, 2, 3] });
  });
});

describe('mainThreadCpuMs', () => {
  const MAIN = { pid: 10, tid: 1 };
  const task = (ts: number, dur: number, tdur: number | undefined, where = MAIN, name = 'RunTask'): TraceEvent => ({
    name,
    ph: 'X',
    ts,
    dur,
    ...(tdur === undefined ? {} : { tdur }),
    ...where,
  });
  const mark: TraceEvent = { name: 'bench:interactive', ph: 'R', ts: 10_000, ...MAIN };

  it('adds the thread time of the tasks of the marking thread, from the start to the mark', () => {
    const events = [
      task(500, 100, 50), // before the window
      task(1_000, 2_000, 1_500),
      task(4_000, 1_000, 200),
      task(9_500, 1_000, 700), // the task that wrote the mark
      task(11_000, 500, 400), // after the mark
      mark,
    ];
    expect(mainThreadCpuMs(events, 'bench:interactive', 1_000)).toBe((1_500 + 200 + 700) / 1000);
  });

  it('counts thread time, not wall time: a task that waited for the CPU counts what it ran', () => {
    expect(mainThreadCpuMs([task(1_000, 8_000, 300), mark], 'bench:interactive', 0)).toBe(0.3);
  });

  it('ignores other threads and processes, other events, and tasks nested in a counted one', () => {
    const events = [
      task(1_000, 1_000, 900, { pid: 10, tid: 2 }),
      task(1_000, 1_000, 900, { pid: 11, tid: 1 }),
      { ...task(1_000, 1_000, 900), name: 'FunctionCall' },
      task(2_000, 3_000, 2_000),
      task(2_500, 1_000, 800, MAIN, 'ThreadControllerImpl::RunTask'),
      task(6_000, 100, 100, MAIN, 'ThreadControllerImpl::RunTask'),
      mark,
    ];
    expect(mainThreadCpuMs(events, 'bench:interactive', 0)).toBe(2.1);
  });

  it('refuses a trace without the mark or without thread times, and a window that starts after the mark', () => {
    expect(() => mainThreadCpuMs([task(1, 1, 1)], 'bench:interactive', 0)).toThrow(/no mark/);
    expect(() => mainThreadCpuMs([task(1_000, 10, undefined), mark], 'bench:interactive', 0)).toThrow(/thread times/);
    expect(() => mainThreadCpuMs([mark], 'bench:interactive', 20_000)).toThrow(/after the mark/);
  });
});
