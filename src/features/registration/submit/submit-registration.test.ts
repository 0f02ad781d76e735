import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import type { AbilityToStartResponse } from '@/generated/types/ability-to-start-response';
import { completeData } from '@/core/registration/test-support/test-context';
import { submitRegistration } from './submit-registration';

const UUID = '5b1f2c4e-8d7a-4e21-9a3b-6c0d9e8f7a61';

function backEnd(ability: AbilityToStartResponse) {
  const calls: string[] = [];
  const http: HttpClient = <T>(method: string, path: string) => {
    calls.push(`${method} ${path}`);
    if (path.endsWith('verify-ability-to-start-application')) return Promise.resolve(ability as T);
    return Promise.reject(new HttpError(404, 'Not Found', { message: `no ${path}` }));
  };
  return { http, calls };
}

const input = {
  data: completeData(),
  orgCode: 'GLACIER_LAKE_BANK',
  signedIn: true,
  wordValues: {},
  page: '/account/heloc/register-v2/set-password',
  extras: { softCreditConsent: true },
  smsConsents: [],
};

describe('submitRegistration: verify-ability-to-start-application', () => {
  it.each([
    [
      'canStartApplication false',
      {
        canStartApplication: false,
        organizationsWithActiveApplication: ['GLACIER_LAKE_BANK'],
        activeApplication: { uuid: UUID, isInquiry: false, receivedHelocWithin45Days: false },
      },
      { kind: 'active-application', modal: 'activeApplication', applicationUuid: UUID },
    ],
    [
      'this lender among organizationsWithActiveApplication',
      { canStartApplication: true, organizationsWithActiveApplication: ['GLACIER_LAKE_BANK', 'MERIDIAN'] },
      { kind: 'active-application', modal: 'activeApplication', applicationUuid: undefined },
    ],
    [
      'an inquiry',
      {
        canStartApplication: false,
        organizationsWithActiveApplication: [],
        activeApplication: { uuid: UUID, isInquiry: true, receivedHelocWithin45Days: false },
      },
      { kind: 'active-application', modal: 'activeApplicationInquiry', applicationUuid: UUID },
    ],
    [
      'a HELOC within 45 days',
      {
        canStartApplication: false,
        organizationsWithActiveApplication: [],
        activeApplication: { uuid: UUID, isInquiry: false, receivedHelocWithin45Days: true },
      },
      { kind: 'active-application', modal: 'recentHeloc', applicationUuid: UUID },
    ],
  ] as const)('stops before any consent or application call for %s', async (_name, ability, outcome) => {
    const { http, calls } = backEnd(ability as unknown as AbilityToStartResponse);
    await expect(submitRegistration(http, input)).resolves.toEqual(outcome);
    expect(calls).toEqual(['GET /service-search/api/v1/profiles/actions/verify-ability-to-start-application']);
  });

  it('goes on when only other lenders have an active application', async () => {
    const { http, calls } = backEnd({ canStartApplication: true, organizationsWithActiveApplication: ['MERIDIAN'] });
    await submitRegistration(http, input);
    expect(calls).toContain('GET /service-profile/api/v1/profile/consent-types');
  });
});
