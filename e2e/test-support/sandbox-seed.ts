/** Data the sandbox is seeded with, read from its own seed files or named as it seeds them. */
import { readJson } from './read-json';

export const seed = {
  offerCodes: readJson<
    {
      offerCode: string;
      firstName: string;
      lastName: string;
      street1: string;
      street2: string | null;
      city: string;
      state: string;
      zip: string;
    }[]
  >('src/sandbox/seed/offer-codes.json'),
  affiliates: readJson<
    {
      affiliateId: string;
      token: string;
      data: {
        name: { firstName: string; lastName: string };
        address: { street1: string; city: string; state: string; zip: string };
        dob: string;
        email: string;
        phone: string;
        income: number;
      };
    }[]
  >('src/sandbox/seed/affiliate-prepops.json'),
};

export const LOAN_OFFICERS = {
  /** Dana Whitfield: enforces licensed states CA, OR, WA. */
  licensed: '5a1e0000-0000-4000-8000-000000000001',
  /** Marcus Lee: does not enforce licensed states. */
  open: '5a1e0000-0000-4000-8000-000000000002',
  unknown: '00000000-0000-4000-8000-000000000000',
};
