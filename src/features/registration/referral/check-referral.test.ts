import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import { checkReferral } from './check-referral';

const REFERRAL = '4ef00000-0000-4000-8000-000000000001';

function backEnd(answer: (path: string) => Promise<unknown>) {
  const calls: string[] = [];
  const http: HttpClient = <T>(method: string, path: string) => {
    calls.push(`${method} ${path}`);
    return answer(path) as Promise<T>;
  };
  return { http, calls };
}

describe('checkReferral: the referral-id status call', () => {
  it('asks for the status of the landing link referral; a PENDING one is passed on with its email', async () => {
    const { http, calls } = backEnd(() => Promise.resolve({ status: 'PENDING', email: 'riley@example.com' }));
    await expect(checkReferral(http, REFERRAL)).resolves.toEqual({ referralId: REFERRAL, email: 'riley@example.com' });
    expect(calls).toEqual([`GET /service-application/external/api/v1/heloc/referral-id/${REFERRAL}`]);
  });

  it('a referral that already started an application is not passed on', async () => {
    const { http } = backEnd(() => Promise.resolve({ status: 'APPLICATION_STARTED', email: 'riley@example.com' }));
    await expect(checkReferral(http, REFERRAL)).resolves.toEqual({ referralId: null, email: null });
  });

  it('an unknown referral (404) is not passed on', async () => {
    const { http } = backEnd(() => Promise.reject(new HttpError(404, 'Not Found', { message: 'No referral' })));
    await expect(checkReferral(http, REFERRAL)).resolves.toEqual({ referralId: null, email: null });
  });

  it('no referralId: no call', async () => {
    const { http, calls } = backEnd(() => Promise.resolve({}));
    await expect(checkReferral(http, null)).resolves.toEqual({ referralId: null, email: null });
    expect(calls).toEqual([]);
  });
});
