import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { borrowerWithApplication, createHeloc, register, uniqueEmail } from '../test-support/borrowers';
import { createFixtureRoot, createTestSandbox, FIXTURE_BRANDS, type TestSandbox } from '../test-support/test-sandbox';
import { task } from '../test-support/workflow-calls';

/**
 * Issue 26: rules the lender's back end owns hold in the sandbox, not only in the browser's
 * steps: the 62-and-over interest-only line, a state under regulator review, and the strictest
 * age of the property and home states.
 */
const BRANDS = {
  ...FIXTURE_BRANDS,
  /** Offers the 62+ interest-only line; New York is under regulator review. */
  OLDR: {
    orgCode: 'OLDR',
    statesServed: ['CA', 'NY', 'AL', 'GA'],
    products: { heloc: true, dscr: false, cryptoBacked: false, interestOnly62Plus: true },
    stateRestrictions: { newYork: { site: 'none' }, hawaii: { refer: false }, regulatorReview: ['NY'] },
  },
};
const IO62 = 'heloc-62-interest-only';
/** 62 on 2025-03-03, the sandbox's day in these tests. */
const TURNED_62_TODAY = '1963-03-03';
const TURNS_62_TOMORROW = '1963-03-04';

let t: TestSandbox;
let rootDir: string;
beforeEach(async () => {
  rootDir = createFixtureRoot(BRANDS);
  t = await createTestSandbox({ rootDir, now: () => new Date('2025-03-03T12:00:00Z') });
});
afterEach(async () => {
  await t.dispose();
  rmSync(rootDir, { recursive: true, force: true });
});

const create = async (overrides: Record<string, unknown>) =>
  createHeloc(t, await register(t, uniqueEmail(), 'OLDR'), overrides);

describe('the interest-only line is for 62 and over', () => {
  it.each([
    ['62 today', TURNED_62_TODAY, 200],
    ['62 tomorrow', TURNS_62_TOMORROW, 400],
    ['40', '1985-01-01', 400],
  ])('a borrower who is %s', async (_, dob, status) => {
    const res = await create({ product: IO62, profile: { dob } });
    expect(res.status).toBe(status);
    if (status === 400) {
      expect(res.body.message).toBe(`profileRequest.dob must be at least 62 years ago for the ${IO62} product`);
      expect(res.body.errors.map((e: { pointer: string }) => e.pointer)).toEqual(['/profileRequest/dob']);
    } else expect(res.body.product).toBe(IO62);
  });

  it('leaves the plain HELOC at 18', async () => {
    expect((await create({ profile: { dob: '2000-01-01' } })).status).toBe(200);
  });

  it("refuses a profile correction under 62 on that line, in the spec's words", async () => {
    const { jwt, application } = await borrowerWithApplication(t, undefined, 'OLDR', {
      product: IO62,
      profile: { dob: '1950-01-01' },
    });
    const name = { firstName: 'Pat', lastName: 'Doe' };
    const res = await task(t, jwt, application.uuid, 'confirm-profile', {
      name,
      dob: TURNS_62_TOMORROW,
      phoneNumber: '+14155550199',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Must be 62 years or older to apply for a loan');
    expect(res.body.errors[0].pointer).toBe('/dob');
  });
});

describe('a state under regulator review', () => {
  it('is refused with the answer the web app shows as is', async () => {
    const res = await create({ property: { state: 'NY', city: 'Albany', zip: '12203' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'we do not currently offer loans in New York' });
  });

  it('leaves the same lender lending in its other states', async () => {
    expect((await create({ property: { state: 'GA', city: 'Atlanta', zip: '30301' } })).status).toBe(200);
  });
});

describe('the age of majority', () => {
  // 18 and a half: old enough in Georgia, not in Alabama (19).
  const dob = '2006-09-01';
  const home = (state: string) => ({ street1: '9 Elm Road', city: 'Springfield', state, zip: '30301' });

  it.each([
    ['an Alabama property, Georgia home', 'AL', 'GA', 400],
    ['a Georgia property, Alabama home', 'GA', 'AL', 400],
    ['Georgia both', 'GA', 'GA', 200],
  ])('takes the strictest of both states: %s', async (_, propertyState, homeState, status) => {
    const res = await create({
      property: { state: propertyState, occupancyType: 'SECONDARY' },
      profile: { dob, homeAddress: home(homeState) },
    });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.message).toBe('profileRequest.dob must be at least 19 years ago');
  });
});
