import { phoneToE164, toIsoDate, parseDob, suffixForServer, type RegistrationData } from '@/core/registration';
import type { HelocCreateRequest, PostalAddress } from '@/generated/types/heloc-create-request';

export interface SubmitExtras {
  referrerId?: string | null;
  referralId?: string | null;
  offerCode?: string | null;
  /** Whether to give SOFT_CREDIT consent: the flow's softCreditConsent rule (core softCreditConsent). */
  softCreditConsent: boolean;
}

/** The create body of borrower-journey.md section 7, from the registration answers. */
export function buildHelocRequest(data: RegistrationData, extras: SubmitExtras): HelocCreateRequest {
  const property = data.propertyAddress!;
  const home = property.occupancyType === 'HOME' ? undefined : data.homeAddress;
  const dob = parseDob(data.dob ?? '');
  const employmentType: HelocCreateRequest['employmentType'] | undefined = data.income?.employmentType;
  return {
    consentListRequest: [{ type: 'TERMS_OF_USE' }, { type: 'PRIVACY_POLICY' }, { type: 'E_COMMUNICATIONS' }],
    ...(extras.softCreditConsent ? { consentRequests: [{ type: 'SOFT_CREDIT' }] } : {}),
    income: { incomePrimary: data.income?.income ?? 0, incomeOther: data.income?.otherIncome ?? 0 },
    profileRequest: {
      name: {
        firstName: data.name?.firstName ?? '',
        ...(data.name?.middleName ? { middleName: data.name.middleName } : {}),
        lastName: data.name?.lastName ?? '',
        // 'N/A' is registration's word for none: left out, never sent as a suffix.
        ...(suffixForServer(data.name?.suffix) ? { suffix: suffixForServer(data.name?.suffix) } : {}),
      },
      dob: dob ? toIsoDate(dob) : '',
      email: data.email ?? '',
      phoneNumber: phoneToE164(data.phoneNumber ?? ''),
      ...(home ? { homeAddress: stripEmpty(home) as PostalAddress } : {}),
    },
    propertyListedForSale: data.isListedForSale ?? false,
    // The property step requires every field the contract does; only an empty unit line is left out.
    propertyRequest: stripEmpty(property) as HelocCreateRequest['propertyRequest'],
    publish: true as const,
    // Required by the income step, so present by the time the form is submitted.
    employmentType: employmentType as HelocCreateRequest['employmentType'],
    ...(extras.offerCode ? { offerCode: extras.offerCode } : {}),
    ...(extras.referrerId ? { referrerId: extras.referrerId } : {}),
    ...(extras.referralId ? { referralId: extras.referralId } : {}),
  };
}

function stripEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}
