import { describe, expect, it } from 'vitest';
import { completeData } from '@/core/registration/test-support/test-context';
import { buildHelocRequest, type CreateConsents } from './request-bodies';

const consent = (type: string) => ({
  type,
  version: 1,
  text: `words of ${type}`,
  page: '/account/heloc/register-v2/set-password',
});
const CONSENTS: CreateConsents = {
  list: [consent('TERMS_OF_USE'), consent('PRIVACY_POLICY'), consent('E_COMMUNICATIONS')],
  softCredit: consent('SOFT_CREDIT'),
};

const nameSent = (suffix: string) =>
  buildHelocRequest(
    { ...completeData(), name: { firstName: 'Ada', lastName: 'Lovelace', suffix } },
    { softCreditConsent: true },
    CONSENTS,
  ).profileRequest.name;

describe('buildHelocRequest name suffix', () => {
  it("leaves registration's 'N/A' out: it is never sent as a suffix", () => {
    expect(nameSent('N/A')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('sends a real suffix as chosen', () => {
    expect(nameSent('Jr')).toEqual({ firstName: 'Ada', lastName: 'Lovelace', suffix: 'Jr' });
  });
});
