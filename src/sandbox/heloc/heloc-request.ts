import type { Occupancy } from './application-types';

/** Body of POST .../v3/application/helocs, as schemas/api/heloc-create-request.schema.json checks it. */
export interface HelocCreateRequest {
  consentListRequest?: ConsentRequest[];
  consentRequests?: ConsentRequest[];
  income: { incomePrimary: number; incomeOther: number; incomeCoDeeders?: number | null };
  profileRequest: {
    name: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null };
    dob: string;
    email: string;
    phoneNumber: string;
    homeAddress?: Address;
  };
  propertyListedForSale: boolean;
  propertyRequest: Address & { occupancyType: Occupancy };
  employmentType: string;
  offerCode?: string | null;
  referrerId?: string | null;
  referralId?: string | null;
}

export interface ConsentRequest {
  type: string;
  version?: number | string | null;
}

export interface Address {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

export interface HelocCreateQuery {
  state: string;
}
