import { describe, expect, it } from 'vitest';
import { softCreditConsent } from './soft-credit-consent';
import { testContext } from './test-support/test-context';

const at = (state: string, fcra?: boolean) =>
  testContext({
    data: { propertyAddress: { state } },
    flags: fcra === undefined ? {} : { 'fe-heloc-ny-fcra': { enabled: fcra } },
  });

describe('softCreditConsent (flows/registration/steps.json softCreditConsent)', () => {
  it.each([
    ['NY without the FCRA flag', at('NY'), false],
    ['NY with the FCRA flag off', at('NY', false), false],
    ['NY with the FCRA flag on', at('NY', true), true],
    ['NJ', at('NJ'), true],
    ['no property state yet', testContext(), true],
  ])('%s -> $2', (_name, ctx, expected) => expect(softCreditConsent(ctx)).toBe(expected));

  it('always gives consent when the flow withholds it nowhere', () => {
    expect(softCreditConsent(at('NY'), {})).toBe(true);
  });
});
