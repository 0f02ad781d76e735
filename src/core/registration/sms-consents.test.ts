import { describe, expect, it } from 'vitest';
import { smsConsentAnswers } from './sms-consents';
import { testContext } from './test-support/test-context';

const FLAG = 'fe-heloc-sms-transactional-consent';
const ctx = (flag: boolean | undefined, data: Record<string, unknown>) =>
  testContext({ data, flags: flag === undefined ? {} : { [FLAG]: { enabled: flag } } });

describe('smsConsentAnswers', () => {
  it('sends both answers when both checkboxes were shown, out for an empty one', () => {
    expect(smsConsentAnswers(ctx(true, { smsMarketingConsent: true }))).toEqual([
      { consentType: 'SMS', optIn: true },
      { consentType: 'SMS_TRANSACTIONAL', optIn: false },
    ]);
  });

  it.each([
    ['flag off', false],
    ['flag unknown', undefined],
  ])('never sends the hidden transactional consent (%s), even with a stale answer in the draft', (_name, flag) => {
    expect(smsConsentAnswers(ctx(flag, { smsMarketingConsent: false, smsTransactionalConsent: true }))).toEqual([
      { consentType: 'SMS', optIn: false },
    ]);
  });
});
