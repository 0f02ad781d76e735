import { retry } from '@/core/http/retry';
import type { HttpClient } from '@/core/http/http-client';
import { propertyEligibility, type PropertyEligibility } from '@/core/registration/property-eligibility';
import type { StateLicensesResponse } from '@/generated/types/state-licenses-response';
import type { StatesEligibilityResponse } from '@/generated/types/states-eligibility-response';
import type { ZipEligibilityResponse } from '@/generated/types/zip-eligibility-response';

const BASE = '/service-application/external/api';

/**
 * Asks the lender whether it lends at this property: states eligibility, state licences and zip
 * eligibility, together (reads: retried). A call that still fails rules nothing out.
 */
export async function checkPropertyEligibility(
  http: HttpClient,
  orgCode: string,
  property: { state: string; zip: string },
): Promise<PropertyEligibility> {
  const quietly = <T>(call: () => Promise<T>) => retry(call, { tries: 2 }).catch(() => null);
  const [states, licenses, zip] = await Promise.all([
    quietly(() => http<StatesEligibilityResponse>('GET', `${BASE}/v2/heloc/states-eligibility`, { external: true })),
    quietly(() =>
      http<StateLicensesResponse>('GET', `${BASE}/v1/heloc/state-licenses`, { query: { orgCode }, external: true }),
    ),
    quietly(() =>
      http<ZipEligibilityResponse>('GET', `${BASE}/v1/heloc/zip-eligibility`, {
        query: { zip: property.zip },
        external: true,
      }),
    ),
  ]);
  return propertyEligibility(property, { states, licenses, zip });
}
