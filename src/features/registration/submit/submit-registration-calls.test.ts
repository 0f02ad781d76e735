import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '@/core/http/http-client';
import type { RegistrationData } from '@/core/registration';
import { submitRegistration } from './submit-registration';

const UUID = '5b1f2c4e-8d7a-4e21-9a3b-6c0d9e8f7a61';

const CONSENT_TYPES = [
  { type: 'TERMS_OF_USE', version: 3 },
  { type: 'PRIVACY_POLICY', version: 5 },
  { type: 'E_COMMUNICATIONS', version: 2 },
  { type: 'SOFT_CREDIT', version: 1 },
];

/** A back end that answers every call of a signed-in submit and keeps them in order. */
function backEnd() {
  const calls: { call: string; body: unknown }[] = [];
  const http: HttpClient = <T>(method: string, path: string, options?: RequestOptions) => {
    calls.push({ call: `${method} ${path}`, body: options?.body });
    const answer = (value: unknown) => Promise.resolve(value as T);
    if (path === '/identity/api/v1/registration/register') return answer({ jwt: 'jwt' });
    if (path === '/identity/secure/api/v1_1/identity') return answer({});
    if (path.endsWith('verify-ability-to-start-application'))
      return answer({ canStartApplication: true, organizationsWithActiveApplication: [] });
    if (path.endsWith('consent-types')) return answer(CONSENT_TYPES);
    if (path === '/service-profile/api/v1/profile/name') return answer({});
    if (path.endsWith('/full-story-link')) return answer(undefined);
    if (path === '/service-application/api/v3/application/helocs')
      return answer({
        uuid: UUID,
        status: { checklistStatus: 'OFFER_SELECTION' },
        property: { state: 'ID' },
        decision: 'INITIAL',
      });
    return Promise.reject(new Error(`unexpected ${method} ${path}`));
  };
  return { http, calls };
}

const data: RegistrationData = {
  propertyAddress: { street1: '12 Birch Lane', city: 'Boise', state: 'ID', zip: '83702', occupancyType: 'HOME' },
  name: { firstName: 'Avery', middleName: 'Q', lastName: 'Stone', suffix: 'N/A' },
  dob: '04/12/1975',
  email: 'avery@example.com',
  phoneNumber: '(208) 555-0142',
  income: { income: 90000, otherIncome: 0, employmentType: 'FULL_TIME' },
};

const input = (signedIn: boolean) => ({
  data,
  orgCode: 'GLACIER_LAKE_BANK',
  signedIn,
  wordValues: { displayName: 'Glacier Lake Bank', termsLabel: 'Terms of Use' },
  page: '/account/heloc/register-v2/set-password',
  extras: { softCreditConsent: true },
  smsConsents: [],
});

describe('submitRegistration: PUT profile/name', () => {
  it('a signed-in borrower: the legal name replaces the profile name before the application is made', async () => {
    const { http, calls } = backEnd();
    const outcome = await submitRegistration(http, input(true));
    expect(outcome.kind).toBe('routed');
    const order = calls.map((c) => c.call);
    const put = order.indexOf('PUT /service-profile/api/v1/profile/name');
    expect(put).toBeGreaterThan(-1);
    expect(put).toBeLessThan(order.indexOf('POST /service-application/api/v3/application/helocs'));
    // 'N/A' is registration's word for no suffix: never sent.
    expect(calls[put]!.body).toEqual({ firstName: 'Avery', middleName: 'Q', lastName: 'Stone' });
  });
});

describe('submitRegistration: PUT full-story-link', () => {
  const link = 'http://localhost:4173/ft/heloc/session/0b6f0000-0000-4000-8000-000000000001';

  it('once the application exists, its session-recording link is sent', async () => {
    const { http, calls } = backEnd();
    const outcome = await submitRegistration(http, { ...input(true), sessionLink: () => link });
    expect(outcome.kind).toBe('routed');
    const order = calls.map((c) => c.call);
    const put = order.indexOf(`PUT /service-application/api/v3/application/heloc/${UUID}/full-story-link`);
    expect(put).toBeGreaterThan(order.indexOf('POST /service-application/api/v3/application/helocs'));
    expect(calls[put]!.body).toEqual({ link });
  });

  it('no telemetry session yet: no call', async () => {
    const { http, calls } = backEnd();
    await submitRegistration(http, { ...input(true), sessionLink: () => null });
    expect(calls.map((c) => c.call).some((c) => c.endsWith('/full-story-link'))).toBe(false);
  });
});

describe('submitRegistration: the create call carries the product', () => {
  const create = (calls: { call: string; body: unknown }[]) =>
    calls.find((c) => c.call === 'POST /service-application/api/v3/application/helocs')!.body as Record<
      string,
      unknown
    >;

  it('the DSCR journey sends product dscr', async () => {
    const { http, calls } = backEnd();
    await submitRegistration(http, { ...input(true), extras: { softCreditConsent: true, product: 'dscr' } });
    expect(create(calls).product).toBe('dscr');
  });

  it('the HELOC journey leaves it out (absent means the HELOC)', async () => {
    const { http, calls } = backEnd();
    await submitRegistration(http, { ...input(true), extras: { softCreditConsent: true, product: 'heloc' } });
    expect(create(calls)).not.toHaveProperty('product');
  });
});

describe('submitRegistration: the identity-provider mode', () => {
  const register = (calls: { call: string; body: unknown }[]) =>
    calls.find((c) => c.call === 'POST /identity/api/v1/registration/register')!.body as Record<string, unknown>;
  const withPassword = { ...data, password: 'Sandbox-Pass1!', confirmPassword: 'Sandbox-Pass1!' };

  it('the account is made without a password', async () => {
    const { http, calls } = backEnd();
    const outcome = await submitRegistration(http, {
      ...input(false),
      data: withPassword,
      authMode: 'identity-provider',
    });
    expect(outcome.kind).toBe('routed');
    expect(register(calls)).toEqual({ email: 'avery@example.com', phoneNumber: '+12085550142' });
  });

  it('the password mode sends the password', async () => {
    const { http, calls } = backEnd();
    await submitRegistration(http, { ...input(false), data: withPassword, authMode: 'password' });
    expect(register(calls).password).toBe('Sandbox-Pass1!');
  });
});
