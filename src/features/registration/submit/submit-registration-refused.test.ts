import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import type { RegistrationData } from '@/core/registration';
import { completeData } from '@/core/registration/test-support/test-context';
import { submitRegistration } from './submit-registration';

const REGISTER = '/identity/api/v1/registration/register';
const CREATE = '/service-application/api/v3/application/helocs';

/** A back end that answers every call, or a 400 naming `pointer` on the path `refuses`. */
function backEnd(refuses?: { path: string; pointer: string }) {
  const calls: { call: string; body: unknown }[] = [];
  const http: HttpClient = <T>(method: string, path: string, options?: RequestOptions) => {
    calls.push({ call: `${method} ${path}`, body: options?.body });
    if (refuses?.path === path) {
      const errors = [{ pointer: refuses.pointer, message: 'is not in the expected format' }];
      return Promise.reject(new HttpError(400, 'Bad Request', { status: 400, message: 'refused', errors }));
    }
    const answer = (value: unknown) => Promise.resolve(value as T);
    if (path === REGISTER) return answer({ jwt: 'jwt' });
    if (path.endsWith('verify-ability-to-start-application'))
      return answer({ canStartApplication: true, organizationsWithActiveApplication: [] });
    if (path.endsWith('consent-types'))
      return answer(
        ['TERMS_OF_USE', 'PRIVACY_POLICY', 'E_COMMUNICATIONS', 'SOFT_CREDIT'].map((type) => ({ type, version: 1 })),
      );
    if (path === CREATE)
      return answer({
        uuid: 'a3c1e7b2-0f4d-4b8e-9c6a-2d5f8e1b7c40',
        status: { checklistStatus: 'OFFER_SELECTION' },
        property: { state: 'CA' },
        decision: 'INITIAL',
      });
    return answer({});
  };
  return { http, calls };
}

const input = (data: RegistrationData, signedIn = false) => ({
  data,
  orgCode: 'GLACIER_LAKE_BANK',
  signedIn,
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
});

describe('submitRegistration: a body the contract refuses is never sent', () => {
  it('a phone whose area code starts with 0: nothing is sent, the phone answer is named', async () => {
    const { http, calls } = backEnd();
    const outcome = await submitRegistration(http, input({ ...completeData(), phoneNumber: '(055) 123-4567' }));
    expect(outcome).toEqual({ kind: 'refused', answer: '/phoneNumber' });
    expect(calls).toEqual([]);
  });

  it('a signed-in borrower with a first name the contract refuses: no profile name or application is sent', async () => {
    const { http, calls } = backEnd();
    const data = completeData();
    const outcome = await submitRegistration(http, input({ ...data, name: { ...data.name, firstName: 'A' } }, true));
    expect(outcome).toEqual({ kind: 'refused', answer: '/name/firstName' });
    expect(calls).toEqual([]);
  });

  it('a street with a trailing space is sent trimmed and the application is made', async () => {
    const { http, calls } = backEnd();
    const data = completeData();
    const street = { ...data, propertyAddress: { ...data.propertyAddress, street1: '12 Main St ' } };
    const outcome = await submitRegistration(http, input(street));
    expect(outcome.kind).toBe('routed');
    const create = calls.find((c) => c.call === `POST ${CREATE}`)!.body as { propertyRequest: { street1: string } };
    expect(create.propertyRequest.street1).toBe('12 Main St');
  });
});

describe('submitRegistration: a 400 of the back end naming a field names the answer', () => {
  it.each([
    ['register', '/phoneNumber', REGISTER, '/phoneNumber'],
    ['create', '/propertyRequest/street1', CREATE, '/propertyAddress/street1'],
    ['create', '/profileRequest/phoneNumber', CREATE, '/phoneNumber'],
  ])('%s refused at %s', async (_call, pointer, path, answer) => {
    const { http } = backEnd({ path, pointer });
    const outcome = await submitRegistration(http, input(completeData()));
    expect(outcome).toEqual({ kind: 'refused', answer });
  });

  it('a 400 naming no answer of the borrower is the catalogue failure', async () => {
    const { http } = backEnd({ path: CREATE, pointer: '/consentListRequest/0/version' });
    expect(await submitRegistration(http, input(completeData()))).toEqual({ kind: 'failed' });
  });
});
