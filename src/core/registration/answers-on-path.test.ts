import { describe, expect, it } from 'vitest';
import { answersOnPath } from './answers-on-path';
import type { RegistrationData } from './context';
import { completeData, testContext } from './test-support/test-context';

const flag = (enabled: boolean) => ({ 'fe-heloc-business-purpose': { enabled } });

describe('answersOnPath', () => {
  const data: RegistrationData = { ...completeData(), businessPurpose: true, hasIncomeBeenSet: true };

  it('keeps the business-purpose answer while its step is on the path', () => {
    expect(answersOnPath(testContext({ data, flags: flag(true) }))).toEqual(data);
  });

  it('drops a kept business-purpose answer once the flag is off, and nothing else', () => {
    const { businessPurpose: _dropped, ...rest } = data;
    expect(answersOnPath(testContext({ data, flags: flag(false) }))).toEqual(rest);
  });

  it('drops the home address when the property is the home (home-address is off the path)', () => {
    const home = { ...data, propertyAddress: { ...data.propertyAddress!, occupancyType: 'HOME' as const } };
    const kept = answersOnPath(testContext({ data: home, flags: flag(true) }));
    expect(kept.homeAddress).toBeUndefined();
    expect(kept.businessPurpose).toBe(true);
    expect(kept.hasIncomeBeenSet).toBe(true);
  });
});
