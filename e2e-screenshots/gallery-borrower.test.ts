import { describe, expect, it } from 'vitest';
import { galleryApplication, galleryEmail, GALLERY_LOAN_OFFICER } from './gallery-borrower';

const brand = (statesServed: string[], loanOfficerRequired = false) => ({
  company: { address: { street1: '2750 Willamette Street', city: 'Eugene', state: 'OR', zip: '97405' }, nmls: '1' },
  statesServed,
  referral: { loanOfficerRequired },
});
const property = (app: ReturnType<typeof galleryApplication>) => app.body.propertyRequest as Record<string, unknown>;

describe('galleryApplication', () => {
  it('puts the home on a fixed street in the lender’s own city when it serves its own state', () => {
    const app = galleryApplication(brand(['ID', 'OR', 'WA']), galleryEmail('application-offers'));
    expect(app.state).toBe('OR');
    expect(property(app)).toEqual({
      street1: '12 Main St',
      street2: null,
      city: 'Eugene',
      state: 'OR',
      zip: '97405',
      occupancyType: 'HOME',
    });
    expect((app.body.profileRequest as { email: string }).email).toBe('pat.application-offers@example.com');
    expect(app.body).not.toHaveProperty('referrerId');
  });

  it('uses the first state it serves, alphabetically, when it does not serve its own', () => {
    expect(galleryApplication(brand(['WA', 'ID']), 'a@example.com').state).toBe('ID');
  });

  it('names the seeded loan officer only for a lender that requires one', () => {
    expect(galleryApplication(brand(['OR'], true), 'a@example.com').body.referrerId).toBe(GALLERY_LOAN_OFFICER);
  });

  it('is the same request every time: nothing in it depends on the run', () => {
    expect(galleryApplication(brand(['OR']), 'a@example.com')).toEqual(
      galleryApplication(brand(['OR']), 'a@example.com'),
    );
  });

  it('refuses a lender that serves no state', () => {
    expect(() => galleryApplication(brand([]), 'a@example.com')).toThrow('serves no state');
  });
});
