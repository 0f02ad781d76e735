import { describe, expect, it } from 'vitest';
import { completeData } from '@/core/registration/test-support/test-context';
import { buildHelocRequest } from './build-heloc-request';

const nameSent = (suffix: string) =>
  buildHelocRequest(
    { ...completeData(), name: { firstName: 'Ada', lastName: 'Lovelace', suffix } },
    { softCreditConsent: true },
  ).profileRequest.name;

describe('buildHelocRequest name suffix', () => {
  it("leaves registration's 'N/A' out: it is never sent as a suffix", () => {
    expect(nameSent('N/A')).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('sends a real suffix as chosen', () => {
    expect(nameSent('Jr')).toEqual({ firstName: 'Ada', lastName: 'Lovelace', suffix: 'Jr' });
  });
});
