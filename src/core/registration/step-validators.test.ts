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

  it('the first step names only the rules that come with the form engine; the others come with the validators', async () => {
    const { core } = await freshCore();
    const { FIRST_STEP_RULES, LATER_STEP_RULES } = await import('./rules');
    const [first, ...later] = core.registrationFlow.steps;
    for (const use of first!.rules ?? []) expect(Object.keys(FIRST_STEP_RULES), use.rule).toContain(use.rule);
    for (const step of later)
      for (const use of step.rules ?? [])
        expect([...Object.keys(FIRST_STEP_RULES), ...Object.keys(LATER_STEP_RULES)], use.rule).toContain(use.rule);
  });

  it('until provided, a later step runs the rules that are in; provided without its rules, it refuses', async () => {
    const { core, testContext, STEP_VALIDATORS } = await freshCore();
    core.provideStepValidators(null);
    const ctx = testContext({ data: { dob: '01/01/2020' } });
    // minimum-age is a later rule: not in yet, so not run, and the state says it is not checked.
    expect(core.stepState('birthdate', ctx)).toMatchObject({ checked: false, errors: [] });
    core.provideStepValidators(STEP_VALIDATORS);
    expect(() => core.stepState('birthdate', ctx)).toThrow(/Unknown rule "minimum-age"/);
  });

  it('provided with the later rules, a later step runs them', async () => {
    const { core, testContext, STEP_VALIDATORS } = await freshCore();
    const { LATER_STEP_RULES } = await import('./rules');
    core.provideStepValidators(STEP_VALIDATORS, LATER_STEP_RULES);
    const state = core.stepState('birthdate', testContext({ data: { dob: '01/01/2020' } }));
    expect(state.checked).toBe(true);
    expect(state.errors.some((e) => e.severity === 'error')).toBe(true);
  });
});
