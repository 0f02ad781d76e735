import type { BrandManifest } from '../src/generated/types/brand-manifest';
import { bearer, helocBody, PASSWORD, PHONE } from '../src/sandbox/test-support/borrowers';
import type { AppServer } from '../scripts/screenshots/app-server';
import type { ApplicationSetup } from '../scripts/screenshots/page-set';

/**
 * One borrower per page of the set, the same in every brand (an email is unique per org only), so
 * a page's offers differ between brands by address alone; the soft pull reads a credit tier from it.
 */
export const galleryEmail = (pageKey: string) => `pat.${pageKey}@example.com`;
/** Marcus Lee, seeded: licensed everywhere a lender needs him and enforcing no states. */
export const GALLERY_LOAN_OFFICER = '5a1e0000-0000-4000-8000-000000000002';

export interface GalleryBorrower {
  /** The application's uuid; null for a borrower made without one (setup.signedIn). */
  uuid: string | null;
  jwt: string;
}

/**
 * The application request for one brand: a home on a fixed street in the lender's own city (its
 * company address), or in the first state it serves if it does not serve its own; the loan officer
 * only for a lender that requires one. Nothing in it depends on the run, so the soft pull prices
 * the same offers every time.
 */
export function galleryApplication(brand: Pick<BrandManifest, 'company' | 'statesServed' | 'referral'>, email: string) {
  const home = brand.company.address;
  const state = brand.statesServed.includes(home.state) ? home.state : [...brand.statesServed].sort()[0];
  if (!state) throw new Error('the brand serves no state, so it cannot have an application');
  const property = {
    street1: '12 Main St',
    street2: null,
    city: home.city,
    state,
    zip: home.zip,
    occupancyType: 'HOME',
  };
  const referrer = brand.referral.loanOfficerRequired ? { referrerId: GALLERY_LOAN_OFFICER } : {};
  return { state, body: helocBody({ profile: { email }, property, ...referrer }) };
}

/**
 * Registers the gallery borrower in a brand's org and, unless `setup` is null (a borrower with no
 * application), creates the application through the sandbox API, once per brand and page for a
 * worker (both widths picture the same one); with a status, forces it and holds it.
 */
export function createBorrowerMaker(server: Pick<AppServer, 'call' | 'control'>) {
  const made = new Map<string, Promise<GalleryBorrower>>();
  return (brand: BrandManifest, pageKey: string, setup: ApplicationSetup | null): Promise<GalleryBorrower> => {
    const key = `${brand.orgCode} ${pageKey}`;
    let borrower = made.get(key);
    if (!borrower) {
      borrower = makeBorrower(server, brand, galleryEmail(pageKey), setup);
      made.set(key, borrower);
    }
    return borrower;
  };
}

async function makeBorrower(
  server: Pick<AppServer, 'call' | 'control'>,
  brand: BrandManifest,
  email: string,
  setup: ApplicationSetup | null,
): Promise<GalleryBorrower> {
  const org = brand.orgCode;
  // A lender that signs borrowers in with its identity provider takes no password.
  const password = brand.authMode === 'identity-provider' ? {} : { password: PASSWORD };
  const { jwt: registered } = await server.call<{ jwt: string }>(
    'POST',
    `/identity/api/v1/registration/register?organization=${org}`,
    { email, ...password, phoneNumber: PHONE },
  );
  if (!setup) return { uuid: null, jwt: registered };
  const { state, body } = galleryApplication(brand, email);
  const application = await server.call<{ uuid: string }>(
    'POST',
    `/service-application/api/v3/application/helocs?state=${state}`,
    body,
    { ...bearer(registered), 'x-org': org },
  );
  if (setup.status)
    await server.control('PUT', `/__sandbox/applications/${application.uuid}`, { status: setup.status });
  return { uuid: application.uuid, jwt: registered };
}
