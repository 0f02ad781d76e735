import { describe, expect, it } from 'vitest';
import type { RegistrationContext, RegistrationData } from './context';
import { firstInvalidStep } from './first-invalid-step';
import { completeData, testContext } from './test-support/test-context';

const data = (more: Partial<RegistrationData>): RegistrationData => ({ ...completeData(), ...more });

describe('firstInvalidStep', () => {
  it.each<[string, RegistrationData, Partial<RegistrationContext>, string | null]>([
    ['complete data', completeData(), {}, null],
    ['nothing entered', {}, {}, 'property'],
    ['no home address for a second home', data({ homeAddress: undefined }), {}, 'home-address'],
    [
      'no home address for the home itself',
      data({ homeAddress: undefined, propertyAddress: { ...completeData().propertyAddress, occupancyType: 'HOME' } }),
      {},
      null,
    ],
    ['no phone', data({ phoneNumber: undefined }), {}, 'phone-and-email'],
    ['no password while anonymous', data({ password: undefined, confirmPassword: undefined }), {}, 'set-password'],
    [
      'no password while signed in',
      data({ password: undefined, confirmPassword: undefined }),
      { signedIn: true },
      null,
    ],
  ])('%s', (_name, d, more, expected) => {
    expect(firstInvalidStep(testContext({ ...more, data: d }))).toBe(expected);
  });
});
