import { describe, expect, it } from 'vitest';
import { coBorrowerBar, stepBar, type Stage } from './step-bar';
import { applicationCopy } from './screens';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
const current = (items: { label: string; state: string }[]) => items.findIndex((i) => i.state === 'current');

describe('stepBar (platform-services.md section 4)', () => {
  it("has the spec's eight steps, step 6 by status.manualNotary", () => {
    expect(labels(stepBar(applicationCopy.stepBar, 'INITIAL', false))).toEqual([
      'Basic Info',
      'Select Offer',
      'Provide More Info',
      'Link Income Sources',
      'Verify Identity',
      'Sign Documents',
      'Talk to eNotary',
      'Complete',
    ]);
    expect(labels(stepBar(applicationCopy.stepBar, 'INITIAL', true))[6]).toBe('Schedule Notary Session');
  });
  it.each<[Stage, number]>([
    ['INITIAL', 0],
    ['PRODUCT_SELECT', 1],
    ['MORE_INFO', 2],
    ['LINK_INCOME', 3],
    ['ID_UPLOAD', 4],
    ['SIGNING', 5],
    ['ENOTARY', 6],
    ['MANUAL_NOTARY', 6],
    ['COMPLETE', 7],
  ])('stage %s -> step %i current, those before done, those after upcoming', (stage, index) => {
    const items = stepBar(applicationCopy.stepBar, stage, false);
    expect(current(items)).toBe(index);
    expect(items.slice(0, index).every((i) => i.state === 'done')).toBe(true);
    expect(items.slice(index + 1).every((i) => i.state === 'upcoming')).toBe(true);
  });
  it('refuses a stage no step lists', () => {
    expect(() => stepBar({ ...applicationCopy.stepBar, steps: [] }, 'INITIAL', false)).toThrow(
      'No step of the step bar lists the stage INITIAL',
    );
  });
});

describe('coBorrowerBar', () => {
  it.each([
    ['IDENTITY', 'current', 'upcoming'],
    ['INTRO', 'done', 'current'],
    ['SIGN', 'done', 'current'],
    ['DOCUMENTS', 'done', 'current'],
    ['COMPLETE', 'done', 'done'],
    ['CANCELLED', 'upcoming', 'upcoming'],
  ] as const)('%s -> identity %s, eNotary %s', (status, identity, enotary) => {
    const items = coBorrowerBar(applicationCopy.coBorrowerBar, status);
    expect(labels(items)).toEqual(['Identity verification', 'Talk to eNotary']);
    expect(items.map((i) => i.state)).toEqual([identity, enotary]);
  });
});
