import { describe, expect, it } from 'vitest';
import { SCREENS } from './screens';
import { atOptionStatus } from './widget-status';

describe('atOptionStatus', () => {
  it.each([
    [{ statuses: { verified: 'VERIFIED_AUTOPAY_ACCOUNT' } }, 'verified', 'VERIFIED_AUTOPAY_ACCOUNT', true],
    [{ statuses: { verified: 'VERIFIED_AUTOPAY_ACCOUNT' } }, 'verified', 'AUTOPAY_ACCOUNT', false],
    // Changing the data changes the answer: the same status, another named one.
    [{ statuses: { verified: 'AUTOPAY_ACCOUNT' } }, 'verified', 'AUTOPAY_ACCOUNT', true],
    [{ statuses: { started: 'DEED_SIGNING' } }, 'verified', 'DEED_SIGNING', false],
    [{}, 'verified', 'VERIFIED_AUTOPAY_ACCOUNT', false],
    [{ statuses: null }, 'verified', 'VERIFIED_AUTOPAY_ACCOUNT', false],
    [{ statuses: { toString: 'X' } }, 'constructor', undefined, false],
  ])('%j %s at %s -> %s', (options, name, status, expected) =>
    expect(atOptionStatus(options, name, status)).toBe(expected),
  );

  it('reads the statuses the flow gives the bank and eNotary widgets', () => {
    const options = (path: string) => SCREENS[path]?.options ?? {};
    expect(atOptionStatus(options('bank/autopay'), 'verified', 'VERIFIED_AUTOPAY_ACCOUNT')).toBe(true);
    expect(atOptionStatus(options('bank/disburse'), 'verified', 'VERIFIED_AUTOPAY_ACCOUNT')).toBe(false);
    expect(atOptionStatus(options('notary/intro'), 'started', 'DEED_SIGNING')).toBe(true);
  });
});
