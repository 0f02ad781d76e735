import { expect, type APIRequestContext } from '@playwright/test';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { PASSWORD, uniqueEmail } from './borrower-answers';
import type { Borrower } from './sandbox-client';

/** A Boston property: Massachusetts is served by the lender the specs below use (GRANITE_TRUST). */
export const BOSTON = { street1: '1 Beacon St', city: 'Boston', state: 'MA', zip: '02108' } as const;

/** createBorrower for another lender than the default: registered and applying with `orgCode`. */
export async function createBrandBorrower(
  request: APIRequestContext,
  orgCode: string,
  property: Record<string, unknown> = BOSTON,
  overrides: Record<string, unknown> = {},
  /** An email tag that picks a sandbox persona (lowscore, highdti, ...). */
  tag?: string,
): Promise<Borrower> {
  const email = uniqueEmail(tag);
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${orgCode}`, {
    data: { email, password: PASSWORD, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  const body = helocBody({ profile: { email }, property, ...overrides });
  const created = await request.post(`/service-application/api/v3/application/helocs?state=${String(property.state)}`, {
    data: body,
    headers: { authorization: `Bearer ${jwt}`, 'x-org': orgCode },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { email, jwt, uuid: ((await created.json()) as { uuid: string }).uuid };
}
