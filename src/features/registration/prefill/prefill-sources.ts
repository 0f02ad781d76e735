import { getProfile } from '@/api/get-profile';
import type { HttpClient } from '@/core/http/http-client';
import { formatPhone } from '@/core/registration';
import { canonicalSuffix } from '@/core/prefill/prefill-values';
import type { UserDataSpec } from '@/core/prefill/user-data-param';
import type { AffiliateHandover } from '@/core/registration/request-bodies';
import { getAffiliatePrepop } from '../api/get-affiliate-prepop';
import { getOfferCode } from '../api/get-offer-code';
import { getWholesaleReferral } from '../api/get-wholesale-referral';
import { LANDING_PARAMS } from './landing-params';

export { LANDING_PARAMS };

export type PrefillValue = { field: string; value: string | number | boolean | undefined | null };

export interface Prefill {
  values: PrefillValue[];
  affiliate: AffiliateHandover | null;
}

const address = (
  prefix: string,
  a: { street1?: string; street2?: string | null; city?: string; state?: string; zip?: string } | undefined,
): PrefillValue[] =>
  a
    ? (['street1', 'street2', 'city', 'state', 'zip'] as const).map((k) => ({ field: `${prefix}/${k}`, value: a[k] }))
    : [];

const usDate = (iso: string | undefined) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : iso;

const mobile = (number: string | undefined) => (number ? formatPhone(number.replace(/^\+1/, '')) : undefined);

/**
 * Every prefill source of borrower-journey.md section 3: the signed-in profile, then those the
 * landing URL names. Values fill only what is still empty, so the first source wins: a signed-in
 * borrower's own verified details come before anything a link carries. A source that fails or is
 * malformed adds nothing; the page works without it.
 */
export async function collectPrefill(http: HttpClient, search: string, signedIn = false): Promise<Prefill> {
  const params = new URLSearchParams(search);
  const values: PrefillValue[] = [];
  let affiliate: AffiliateHandover | null = null;
  if (signedIn) {
    const profile = await getProfile(http).catch(() => null);
    // The profile's HOME address is where the borrower lives: the home-address step's answer. It
    // is not assumed to be the property they borrow against now.
    const home = profile?.addresses.find((a) => a.type === 'HOME');
    if (profile) {
      values.push(
        { field: '/name/firstName', value: profile.name.firstName },
        { field: '/name/middleName', value: profile.name.middleName },
        { field: '/name/lastName', value: profile.name.lastName },
        { field: '/name/suffix', value: profile.name.suffix ? canonicalSuffix(profile.name.suffix) : undefined },
        { field: '/dob', value: usDate(profile.dob ?? undefined) },
        { field: '/email', value: profile.email },
        { field: '/phoneNumber', value: mobile(profile.phoneNumbers.find((p) => p.type === 'MOBILE')?.number) },
        ...address('/homeAddress', home ? { ...home, street2: home.street2 ?? undefined } : undefined),
      );
    }
  }
  if (LANDING_PARAMS.some((name) => params.has(name))) {
    // The userData/state decoder and its key table load only for a landing link (its parameter
    // names are among LANDING_PARAMS: prefill-sources.test checks).
    const [{ decodeUserDataParam }, spec] = await Promise.all([
      import('@/core/prefill/user-data-param'),
      import('@flows/prefill/user-data-param.json'),
    ]);
    const decoded = decodeUserDataParam(search, spec.default as unknown as UserDataSpec);
    if (decoded?.ok) values.push(...decoded.values);
  }
  const offerCode = params.get('offerCode');
  if (offerCode) {
    const offer = await getOfferCode(http, offerCode).catch(() => null);
    if (offer)
      values.push(
        { field: '/name/firstName', value: offer.firstName },
        { field: '/name/lastName', value: offer.lastName },
        ...address('/propertyAddress', offer),
      );
  }
  const affiliateId = params.get('affiliateId');
  const token = params.get('token');
  if (affiliateId && token) {
    const prepop = await getAffiliatePrepop(http, affiliateId, token).catch(() => null);
    if (prepop) {
      affiliate = {
        affiliateId,
        affiliates: Array.isArray(prepop.affiliates) ? prepop.affiliates.filter((a) => typeof a === 'string') : [],
        abVersion: typeof prepop.abVersion === 'string' && prepop.abVersion ? prepop.abVersion : null,
      };
      values.push(
        { field: '/name/firstName', value: prepop.name?.firstName },
        { field: '/name/lastName', value: prepop.name?.lastName },
        ...address('/propertyAddress', prepop.address),
        { field: '/dob', value: usDate(prepop.dob) },
        { field: '/email', value: prepop.email },
        { field: '/phoneNumber', value: mobile(prepop.phone) },
        { field: '/income/income', value: prepop.income },
      );
    }
  }
  const referralId = params.get('referralId');
  if (referralId) {
    const referral = await getWholesaleReferral(http, referralId).catch(() => null);
    if (referral) {
      values.push(
        { field: '/name/firstName', value: referral.firstName },
        { field: '/name/lastName', value: referral.lastName },
        { field: '/name/suffix', value: referral.suffix ? canonicalSuffix(referral.suffix) : undefined },
        ...address('/propertyAddress', referral.address),
        { field: '/phoneNumber', value: mobile(referral.phoneNumber) },
        { field: '/email', value: referral.email },
      );
    }
  }
  return { values, affiliate };
}
