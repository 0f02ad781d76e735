import { parseDob, toIsoDate } from '@/core/format/date';
import { phoneToE164 } from '@/core/format/phone';
import type { LandingHandover } from '@/core/prefill/landing-handover';
import type { RegisterRequest } from '@/generated/types/register-request';
import type { RegistrationData } from './context';
import { suffixForServer } from './name-suffix';
import type { ConsentRequest } from '@/generated/types/consent-request';
import type { PersonName } from '@/generated/types/person-name';
import type { HelocCreateRequest, PostalAddress } from '@/generated/types/heloc-create-request';

/** The affiliate hand-over the create request carries: the landing link's affiliate, the prepop's list and arm. */
export interface AffiliateHandover {
  affiliateId: string;
  affiliates: string[];
  abVersion: string | null;
}

export interface SubmitExtras {
  referrerId?: string | null;
  referralId?: string | null;
  offerCode?: string | null;
  /** utm parameters and click ids of the landing URL. */
  handover?: LandingHandover;
  /** The affiliate hand-over, when the borrower came through an affiliate link. */
  affiliate?: AffiliateHandover | null;
  /** The browser's experiment visitor id. */
  visitorId?: string;
  /** Which registration the borrower went through: the experiment arm of the redesign. */
  registration?: 'register-v2' | 'register';
  /** The product applied for (the journey's /account/{product}/register); sent when not the HELOC. */
  product?: HelocCreateRequest['product'];
  /** Whether to give SOFT_CREDIT consent: the flow's softCreditConsent rule (core softCreditConsent). */
  softCreditConsent: boolean;
}

/** The consents of the create call, each with its version and words (core givenConsent). */
export interface CreateConsents {
  /** Terms, privacy and electronic communications: consentListRequest. */
  list: ConsentRequest[];
  /** SOFT_CREDIT: consentRequests, left out while softCreditConsent is false. */
  softCredit: ConsentRequest;
}

/** The consent types the create call carries, in the order sent. */
export const CREATE_CONSENT_TYPES = {
  list: ['TERMS_OF_USE', 'PRIVACY_POLICY', 'E_COMMUNICATIONS'],
  softCredit: 'SOFT_CREDIT',
} as const;

/** The register body (borrower-journey.md section 7); with the identity provider no password is set or sent. */
export function registerBody(
  data: RegistrationData,
  authMode: 'password' | 'identity-provider' | undefined,
): RegisterRequest {
  return {
    email: data.email ?? '',
    ...(authMode === 'identity-provider' ? {} : { password: data.password ?? '' }),
    phoneNumber: phoneToE164(data.phoneNumber ?? ''),
  };
}

/** The legal name as the create call and PUT profile/name send it. */
export function legalName(data: RegistrationData): PersonName {
  const suffix = suffixForServer(data.name?.suffix);
  return {
    firstName: data.name?.firstName ?? '',
    ...(data.name?.middleName ? { middleName: data.name.middleName } : {}),
    lastName: data.name?.lastName ?? '',
    // 'N/A' is registration's word for none: left out, never sent as a suffix.
    ...(suffix ? { suffix } : {}),
  };
}

/**
 * The create body of borrower-journey.md section 7, from the registration answers. Without the
 * consents (null: their versions are not read yet) the body carries none, which is enough to
 * check the answers' part before any call is made.
 */
export function buildHelocRequest(
  data: RegistrationData,
  extras: SubmitExtras,
  consents: CreateConsents | null,
): HelocCreateRequest {
  const property = data.propertyAddress ?? {};
  const home = property.occupancyType === 'HOME' ? undefined : data.homeAddress;
  const dob = parseDob(data.dob ?? '');
  const employmentType: HelocCreateRequest['employmentType'] | undefined = data.income?.employmentType;
  const { affiliate } = extras;
  return {
    abVersionsRequest: {
      ...(extras.registration ? { registration: extras.registration } : {}),
      ...(affiliate?.abVersion ? { affiliate: affiliate.abVersion } : {}),
    },
    ...(affiliate ? { affiliateId: affiliate.affiliateId, affiliates: affiliate.affiliates } : {}),
    consentListRequest: consents?.list ?? [],
    ...(extras.softCreditConsent && consents ? { consentRequests: [consents.softCredit] } : {}),
    // Registration asks for the borrower's own income only; co-deed signers' comes later, if any.
    income: {
      incomePrimary: data.income?.income ?? 0,
      incomeOther: data.income?.otherIncome ?? 0,
      incomeCoDeeders: null,
    },
    marketingTools: extras.handover?.marketingTools ?? {},
    profileRequest: {
      name: legalName(data),
      dob: dob ? toIsoDate(dob) : '',
      email: data.email ?? '',
      phoneNumber: phoneToE164(data.phoneNumber ?? ''),
      ...(home ? { homeAddress: postalAddress(home) } : {}),
    },
    // Asked only while the business-purpose flag is on: absent otherwise, as the lender refuses it then.
    ...(data.businessPurpose !== undefined ? { businessPurpose: data.businessPurpose } : {}),
    propertyListedForSale: data.isListedForSale ?? false,
    // The property step requires every field the contract does; only an empty unit line is left out.
    propertyRequest: { ...postalAddress(property), occupancyType: property.occupancyType! },
    publish: true as const,
    utmParameters: extras.handover?.utmParameters ?? {},
    // Required by the income step, so present by the time the form is submitted.
    employmentType: employmentType as HelocCreateRequest['employmentType'],
    ...(extras.offerCode ? { offerCode: extras.offerCode } : {}),
    ...(extras.visitorId ? { optimizelyProfileRequest: { optimizelyProfileUuid: extras.visitorId } } : {}),
    ...(extras.referrerId ? { referrerId: extras.referrerId } : {}),
    ...(extras.referralId ? { referralId: extras.referralId } : {}),
    ...(extras.product && extras.product !== 'heloc' ? { product: extras.product } : {}),
  };
}

/**
 * An address as the contract takes it: each line trimmed ('12 Main St ' is the street the step
 * took, whose rule reads it trimmed; the contract refuses the space), an empty line left out.
 */
function postalAddress(address: NonNullable<RegistrationData['homeAddress']>): PostalAddress {
  const lines = (['street1', 'street2', 'city', 'state', 'zip'] as const).map((key) => [key, address[key]?.trim()]);
  return Object.fromEntries(lines.filter(([, v]) => v)) as unknown as PostalAddress;
}
