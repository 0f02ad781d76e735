import { describe, expect, it } from 'vitest';
import { SCREEN_PATHS } from '@/core/application/screens';
import {
  APP_ID_REQUIRED,
  assignVariation,
  EXPERIMENTS,
  experimentForScreen,
  mergeExperiments,
  variationSave,
  wordsInArm,
} from './experiments';

describe('the experiment list', () => {
  it.each(EXPERIMENTS.map((e) => [e.key, e] as const))('%s changes words of a screen that exists', (_key, e) => {
    expect(SCREEN_PATHS).toContain(e.screen);
    for (const org of e.orgCodes) expect(experimentForScreen(e.screen, org)).toBe(e);
  });

  it('runs only for the brands that opted in', () => {
    const e = EXPERIMENTS[0]!;
    expect(experimentForScreen(e.screen, 'NOT_OPTED_IN')).toBeUndefined();
  });
});

describe('assignVariation', () => {
  const experiment = { key: 'exp-heloc-test', variationShare: 50 };
  const trackers = Array.from({ length: 400 }, (_, i) => `tracker-${i}`);

  it('is deterministic per tracker and splits trackers near the share', () => {
    const arms = trackers.map((t) => assignVariation(experiment, t));
    expect(trackers.map((t) => assignVariation(experiment, t))).toEqual(arms);
    const variation = arms.filter((a) => a === 'variation').length;
    expect(variation).toBeGreaterThan(140);
    expect(variation).toBeLessThan(260);
  });

  it('0 percent is always control and 100 always variation', () => {
    expect(new Set(trackers.map((t) => assignVariation({ ...experiment, variationShare: 0 }, t)))).toEqual(
      new Set(['control']),
    );
    expect(new Set(trackers.map((t) => assignVariation({ ...experiment, variationShare: 100 }, t)))).toEqual(
      new Set(['variation']),
    );
  });
});

describe('wordsInArm', () => {
  const own = { title: 'Own', intro: ['Own intro'] };
  const experiment = EXPERIMENTS[0]!;

  it('the control keeps the screen words; the variation replaces what it names', () => {
    expect(wordsInArm(own, experiment, 'control')).toBe(own);
    expect(wordsInArm(own, experiment, 'variation')).toEqual({
      title: experiment.variation.title ?? own.title,
      intro: experiment.variation.intro ?? own.intro,
    });
    expect(wordsInArm(own, { ...experiment, variation: { title: 'New' } }, 'variation')).toEqual({
      title: 'New',
      intro: own.intro,
    });
  });
});

describe('saving a variation', () => {
  it("refuses without an application id: 'App ID is required to save experiment'", () => {
    for (const id of [undefined, null, '']) expect(() => variationSave(id, 'exp', 'control')).toThrow(APP_ID_REQUIRED);
    expect(APP_ID_REQUIRED).toBe('App ID is required to save experiment');
    expect(variationSave('app-1', 'exp', 'variation')).toEqual({
      appUuid: 'app-1',
      experiments: [{ name: 'exp', variation: 'variation' }],
    });
  });

  it('keeps the first arm per experiment name (once per application)', () => {
    const saved = [{ name: 'a', variation: 'control' as const }];
    expect(
      mergeExperiments(saved, [
        { name: 'a', variation: 'variation' },
        { name: 'b', variation: 'variation' },
        { name: 'b', variation: 'control' },
      ]),
    ).toEqual([
      { name: 'a', variation: 'control' },
      { name: 'b', variation: 'variation' },
    ]);
  });
});
