import { describe, expect, it } from 'vitest';
import { loadAllScreens } from './screens';
import { atOptionStatus } from './widget-status';

const SCREENS = await loadAllScreens();

describe('atOptionStatus', () => {
  it.each([
    [
      'verified is VERIFIED_AUTOPAY_ACCOUNT',
      'verified',
      'VERIFIED_AUTOPAY_ACCOUNT',
      true,
      { statuses: { verified: 'VERIFIED_AUTOPAY_ACCOUNT' } },
    ],
    [
      'verified is VERIFIED_AUTOPAY_ACCOUNT',
      'verified',
      'AUTOPAY_ACCOUNT',
      false,
      { statuses: { verified: 'VERIFIED_AUTOPAY_ACCOUNT' } },
    ],
    // Changing the data changes the answer: the same status, another named one.
    ['verified is AUTOPAY_ACCOUNT', 'verified', 'AUTOPAY_ACCOUNT', true, { statuses: { verified: 'AUTOPAY_ACCOUNT' } }],
    ['only started named', 'verified', 'DEED_SIGNING', false, { statuses: { started: 'DEED_SIGNING' } }],
    ['no statuses', 'verified', 'VERIFIED_AUTOPAY_ACCOUNT', false, {}],
    ['statuses null', 'verified', 'VERIFIED_AUTOPAY_ACCOUNT', false, { statuses: null }],
    ['a status named toString', 'constructor', undefined, false, { statuses: { toString: 'X' } }],
  ])('%s: %s at %s -> %s', (_options, name, status, expected, options) =>
    expect(atOptionStatus(options, name, status)).toBe(expected),
  );

  it('reads the statuses the flow gives the bank and eNotary widgets', () => {
    const options = (path: string) => SCREENS[path]?.options ?? {};
    expect(atOptionStatus(options('bank/autopay'), 'verified', 'VERIFIED_AUTOPAY_ACCOUNT')).toBe(true);
    expect(atOptionStatus(options('bank/disburse'), 'verified', 'VERIFIED_AUTOPAY_ACCOUNT')).toBe(false);
    expect(atOptionStatus(options('notary/intro'), 'started', 'DEED_SIGNING')).toBe(true);
  });
});
