import { describe, expect, it } from 'vitest';
import { isAdditionalSigner, listsSigners, retryCoDeedStatus, type SignerEvidence } from './additional-signer';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('isAdditionalSigner', () => {
  it.each<[string, SignerEvidence, boolean]>([
    ['a CO_DEEDER profile, whatever the application says', { profile: { type: 'CO_DEEDER' } }, true],
    [
      'listed among helocSigners under v1',
      { identityUuid: ME, application: { helocSigners: [{ identityUuid: ME }], additionalSignerVersion: 'v1' } },
      true,
    ],
    [
      'listed, but not under signer version v1',
      { identityUuid: ME, application: { helocSigners: [{ identityUuid: ME }], additionalSignerVersion: 'v0' } },
      false,
    ],
    [
      'another identity listed',
      { identityUuid: ME, application: { helocSigners: [{ identityUuid: OTHER }], additionalSignerVersion: 'v1' } },
      false,
    ],
    [
      'a borrower with no signers',
      {
        identityUuid: ME,
        profile: { type: 'BORROWER' },
        application: { helocSigners: [], additionalSignerVersion: 'v1' },
      },
      false,
    ],
    [
      'no identity known',
      { application: { helocSigners: [{ identityUuid: ME }], additionalSignerVersion: 'v1' } },
      false,
    ],
    ['nothing known', {}, false],
  ])('%s', (_name, evidence, expected) => expect(isAdditionalSigner(evidence)).toBe(expected));
});

describe('listsSigners', () => {
  it.each([
    ['signers under v1', { helocSigners: [{ identityUuid: OTHER }], additionalSignerVersion: 'v1' }, true],
    ['no signers', { helocSigners: [], additionalSignerVersion: 'v1' }, false],
    [
      'signers under another version',
      { helocSigners: [{ identityUuid: OTHER }], additionalSignerVersion: 'v0' },
      false,
    ],
    ['no application', null, false],
  ])('%s', (_name, application, expected) => expect(listsSigners(application)).toBe(expected));
});

describe('retryCoDeedStatus', () => {
  it('never retries a 400', () => expect(retryCoDeedStatus(0, { status: 400 })).toBe(false));
  it('retries other failures up to the limit', () => {
    expect(retryCoDeedStatus(0, { status: 503 })).toBe(true);
    expect(retryCoDeedStatus(1, new Error('network'))).toBe(true);
    expect(retryCoDeedStatus(2, { status: 503 })).toBe(false);
  });
});
