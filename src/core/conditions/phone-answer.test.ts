import { describe, expect, it } from 'vitest';
import { checkMobilePhone } from './phone-answer';

describe('checkMobilePhone', () => {
  it.each<[string, ReturnType<typeof checkMobilePhone>]>([
    ['(415) 555-0123', { phoneNumber: '+14155550123' }],
    ['415.555.0123', { phoneNumber: '+14155550123' }],
    ['', { problem: 'phoneRequired' }],
    ['  ', { problem: 'phoneRequired' }],
    ['(141) 555-5012', { problem: 'phoneCountryCode' }],
    ['1 415 555 0123', { problem: 'phoneCountryCode' }],
    ['(415) 555-01', { problem: 'phoneInvalid' }],
    ['(015) 555-0123', { problem: 'phoneInvalid' }],
  ])('%j', (typed, expected) => expect(checkMobilePhone(typed)).toEqual(expected));
});
