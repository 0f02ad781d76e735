import { describe, expect, it, vi } from 'vitest';

// A fresh core each time: the validators are provided once per page, so module state is the point.
async function freshCore() {
  vi.resetModules();
  const core = await import('./index');
  const { testContext } = await import('./test-support/test-context');
  const { STEP_VALIDATORS } = await import('@/generated/registration/step-validators');
  return { core, testContext, STEP_VALIDATORS };
}

describe('step validators provided after the first paint', () => {
  it('until provided, a step reports its rules only and says it is not checked; validateStep refuses', async () => {
    const { core, testContext } = await freshCore();
    // test-context provides them for other tests: take them back for this one.
    core.provideStepValidators(null);
    const ctx = testContext({ data: { propertyAddress: { zip: 'x' } } });
    const state = core.stepState('property', ctx);
    expect(state.checked).toBe(false);
    expect(state.errors.filter((e) => e.pointer === '/propertyAddress/zip' && e.severity === 'error')).toEqual([]);
    expect(() => core.validateStep('property', ctx)).toThrow(/provideStepValidators/);
  });

  it('once provided, the schema checks join the rules', async () => {
    const { core, testContext, STEP_VALIDATORS } = await freshCore();
    core.provideStepValidators(STEP_VALIDATORS);
    const state = core.stepState('property', testContext({ data: { propertyAddress: { zip: 'x' } } }));
    expect(state.checked).toBe(true);
    expect(state.errors).toContainEqual(
      expect.objectContaining({
        pointer: '/propertyAddress/zip',
        message: 'Please enter a valid zipcode',
        severity: 'error',
      }),
    );
  });
});
