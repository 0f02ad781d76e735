import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import type { KeptAttempt } from '@/core/http/idempotency';
import { completeData } from '@/core/registration/test-support/test-context';
import { submitRegistration } from './submit-registration';

const UUID = '5b1f2c4e-8d7a-4e21-9a3b-6c0d9e8f7a61';
const CREATE = '/service-application/api/v3/application/helocs';

const CONSENT_TYPES = ['TERMS_OF_USE', 'PRIVACY_POLICY', 'E_COMMUNICATIONS', 'SOFT_CREDIT'].map((type) => ({
  type,
  version: 1,
}));

/** The fields of the create's answer that the routing reads. */
const APPLICATION = {
  uuid: UUID,
  decision: 'APPROVED',
  subDecision: null,
  isCrypto: false,
  property: { state: 'CA' },
  status: {
    checklistStatus: 'OFFER_SELECTION',
    manualNotary: false,
    waitingOnFloodCert: false,
    bpo: null,
    primaryParticipantAcceptComplete: false,
  },
};

/** A back end whose create fails with `failures` in turn before it answers the application. */
function backEnd(failures: (() => unknown)[]) {
  const creates: RequestOptions[] = [];
  const http: HttpClient = <T>(method: string, path: string, options: RequestOptions = {}) => {
    if (path.endsWith('verify-ability-to-start-application'))
      return Promise.resolve({ canStartApplication: true, organizationsWithActiveApplication: [] } as T);
    if (path.endsWith('consent-types')) return Promise.resolve(CONSENT_TYPES as T);
    // A signed-in borrower's name is put before the create (issue 13).
    if (method === 'PUT' && path === '/service-profile/api/v1/profile/name') return Promise.resolve({} as T);
    if (method === 'PUT' && path.endsWith('/full-story-link')) return Promise.resolve(undefined as T);
    if (method === 'POST' && path === CREATE) {
      creates.push(options);
      const failure = failures.shift();
      if (failure) return Promise.reject(failure());
      return Promise.resolve(APPLICATION as T);
    }
    return Promise.reject(new HttpError(404, 'Not Found', { message: `no ${path}` }));
  };
  return { http, creates };
}

/** Where the journey keeps the attempt (the registration origin in session storage). */
function keeper() {
  let kept: KeptAttempt | undefined;
  let made = 0;
  return {
    keyFor: {
      get kept() {
        return kept;
      },
      keep: (attempt: KeptAttempt) => {
        made++;
        kept = attempt;
      },
    },
    made: () => made,
  };
}

const input = {
  data: completeData(),
  orgCode: 'GLACIER_LAKE_BANK',
  signedIn: true,
  wordValues: {
    displayName: 'Glacier Lake Bank',
    legalName: 'Glacier Lake Bank, N.A.',
    nmls: '100200',
    supportPhone: '(800) 555-0100',
    supportEmail: 'help@example.com',
    termsLabel: 'Terms of Use',
  },
  page: '/account/heloc/register-v2/set-password',
  extras: { softCreditConsent: true },
  smsConsents: [],
  retryWait: () => Promise.resolve(),
};

const blips: [string, () => unknown][] = [
  ['a 503', () => new HttpError(503, 'Service Unavailable', null)],
  ['a gateway timeout (504)', () => new HttpError(504, 'Gateway Timeout', null)],
  ['a dropped connection', () => new TypeError('Failed to fetch')],
];

describe('submitRegistration: the create is idempotent and retried', () => {
  it.each(blips)('after %s it tries again with the same key and routes to the application', async (_name, blip) => {
    const { http, creates } = backEnd([blip, blip]);
    const keys = keeper();
    const outcome = await submitRegistration(http, { ...input, attempt: keys.keyFor });
    expect(outcome).toMatchObject({ kind: 'routed', applicationUuid: UUID });
    const sent = creates.map((c) => c.headers?.['idempotency-key']);
    expect(sent).toHaveLength(3);
    expect(new Set(sent)).toEqual(new Set([keys.keyFor.kept!.key]));
    expect(keys.made()).toBe(1);
  });

  it('a second submit of the same answers (a reload, a second click) sends the same key', async () => {
    const keys = keeper();
    const first = backEnd(Array.from({ length: 5 }, () => () => new TypeError('Failed to fetch')));
    await expect(submitRegistration(first.http, { ...input, attempt: keys.keyFor })).resolves.toEqual({
      kind: 'failed',
    });
    const second = backEnd([]);
    await submitRegistration(second.http, { ...input, attempt: keys.keyFor });
    expect(second.creates[0]!.headers?.['idempotency-key']).toBe(first.creates[0]!.headers?.['idempotency-key']);
    expect(keys.made()).toBe(1);
  });

  it('changed answers are a new attempt with a new key', async () => {
    const keys = keeper();
    const { http, creates } = backEnd([]);
    await submitRegistration(http, { ...input, attempt: keys.keyFor });
    await submitRegistration(http, {
      ...input,
      data: { ...input.data, email: 'other@example.com' },
      attempt: keys.keyFor,
    });
    expect(creates[0]!.headers?.['idempotency-key']).not.toBe(creates[1]!.headers?.['idempotency-key']);
  });

  it('a refusal (4xx) is not retried, and after five failed tries the spec’s failure stands', async () => {
    const refused = backEnd([() => new HttpError(422, 'Unprocessable', null)]);
    await expect(submitRegistration(refused.http, { ...input, attempt: keeper().keyFor })).resolves.toEqual({
      kind: 'failed',
    });
    expect(refused.creates).toHaveLength(1);
    const down = backEnd(Array.from({ length: 9 }, () => () => new HttpError(503, 'Service Unavailable', null)));
    await expect(submitRegistration(down.http, { ...input, attempt: keeper().keyFor })).resolves.toEqual({
      kind: 'failed',
    });
    expect(down.creates).toHaveLength(5);
  });

  it('without a key the create is sent once, as before', async () => {
    const { http, creates } = backEnd([() => new HttpError(503, 'Service Unavailable', null)]);
    await expect(submitRegistration(http, input)).resolves.toEqual({ kind: 'failed' });
    expect(creates).toHaveLength(1);
    expect(creates[0]!.headers).toBeUndefined();
  });
});
