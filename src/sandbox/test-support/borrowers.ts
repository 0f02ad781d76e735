import type { TestResponse, TestSandbox } from './test-sandbox';

/**
 * Test helpers for the borrower calls: register, sign in, create a HELOC. Bodies are valid by
 * default; a test changes only the field it is about.
 */

/** Meets every rule: 12+ characters, upper, lower, digit and one of !@#$%^&*. */
export const PASSWORD = 'Sandbox-Pass1!';
export const PHONE = '+14155550100';

export const bearer = (jwt: string): Record<string, string> => ({ authorization: `Bearer ${jwt}` });

let counter = 0;

/** A fresh email each call; a tag picks a soft-pull persona (pat+declined@...). */
export function uniqueEmail(tag?: string): string {
  counter += 1;
  return `pat${counter}${tag ? `+${tag}` : ''}@example.com`;
}

export async function register(t: TestSandbox, email = uniqueEmail(), org = 'ACME'): Promise<string> {
  const res = await t.call('POST', `/identity/api/v1/registration/register?organization=${org}`, {
    email,
    password: PASSWORD,
    phoneNumber: PHONE,
  });
  if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.jwt as string;
}

export interface HelocOverrides {
  property?: Record<string, unknown>;
  profile?: Record<string, unknown>;
  income?: Record<string, unknown>;
  [field: string]: unknown;
}

/** Words and page sent with each consent (any words do for the sandbox's own tests). */
export const SHOWN = { text: 'I agree.', page: '/account/heloc/register-v2/set-password' } as const;

export function helocBody({ property, profile, income, ...rest }: HelocOverrides = {}): Record<string, unknown> {
  return {
    abVersionsRequest: { registerRedesign: 'B' },
    consentListRequest: [
      { type: 'TERMS_OF_USE', version: 3, ...SHOWN },
      { type: 'PRIVACY_POLICY', version: 5, ...SHOWN },
      { type: 'E_COMMUNICATIONS', version: 2, ...SHOWN },
    ],
    consentRequests: [{ type: 'SOFT_CREDIT', version: 1, ...SHOWN }],
    income: { incomePrimary: 120000, incomeOther: 5000, ...income },
    marketingTools: { gclid: 'abc' },
    profileRequest: {
      name: { firstName: 'Pat', middleName: null, lastName: 'Doe', suffix: '' },
      dob: '1980-05-17',
      email: 'pat@example.com',
      phoneNumber: '+14155550199',
      ...profile,
    },
    propertyListedForSale: false,
    propertyRequest: {
      street1: '12 Main St',
      street2: null,
      city: 'San Jose',
      state: 'CA',
      zip: '95112',
      occupancyType: 'HOME',
      ...property,
    },
    publish: true,
    utmParameters: { utm_source: 'mail' },
    employmentType: 'FULL_TIME',
    ...rest,
  };
}

export async function createHeloc(t: TestSandbox, jwt: string, overrides: HelocOverrides = {}): Promise<TestResponse> {
  const body = helocBody(overrides);
  const state = (body.propertyRequest as { state: string }).state;
  return t.call('POST', `/service-application/api/v3/application/helocs?state=${state}`, body, bearer(jwt));
}

/** Registers a fresh borrower (persona by tag) and creates an application; both must succeed. */
export async function borrowerWithApplication(
  t: TestSandbox,
  tag?: string,
  org = 'ACME',
  overrides: HelocOverrides = {},
) {
  const jwt = await register(t, uniqueEmail(tag), org);
  const res = await createHeloc(t, jwt, overrides);
  if (res.status !== 200) throw new Error(`create heloc: ${res.status} ${JSON.stringify(res.body)}`);
  return { jwt, application: res.body };
}
