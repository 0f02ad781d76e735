/** A borrower of a given brand, registered (and optionally with an application) straight through the sandbox API. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { helocBody } from '../../src/sandbox/test-support/borrowers';
import { PASSWORD, uniqueEmail } from '../test-support/borrower-answers';
import { brand } from '../test-support/brands';

export interface ShellBorrower {
  jwt: string;
  uuid: string | null;
}

export async function registerShellBorrower(
  request: APIRequestContext,
  orgCode: string,
  application?: { state: string; street1: string; city: string; zip: string; referrerId?: string },
): Promise<ShellBorrower> {
  const email = uniqueEmail('shell');
  // A lender that signs borrowers in with its identity provider takes no password.
  const password = brand(orgCode).authMode === 'identity-provider' ? {} : { password: PASSWORD };
  const registered = await request.post(`/identity/api/v1/registration/register?organization=${orgCode}`, {
    data: { email, ...password, phoneNumber: '+14155550100' },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const { jwt } = (await registered.json()) as { jwt: string };
  if (!application) return { jwt, uuid: null };
  const { referrerId, ...property } = application;
  const created = await request.post(`/service-application/api/v3/application/helocs?state=${property.state}`, {
    data: helocBody({ profile: { email }, property, ...(referrerId ? { referrerId } : {}) }),
    headers: { authorization: `Bearer ${jwt}`, 'x-org': orgCode },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { jwt, uuid: ((await created.json()) as { uuid: string }).uuid };
}

/** The page acts as the borrower: the token is in local storage before any script runs. */
export async function signedInAs(page: Page, borrower: ShellBorrower): Promise<void> {
  await page.addInitScript((jwt) => window.localStorage.setItem('jwt', jwt), borrower.jwt);
}
