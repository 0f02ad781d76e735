import type { HttpClient } from '@/core/http/http-client';
import { HttpError } from '@/core/http/http-error';
import { getLicensedStates } from '../api/get-licensed-states';
import type { LoanOriginatorResponse } from '@/generated/types/loan-originator-response';

export type ReferrerCheck =
  { kind: 'blocked' } | { kind: 'ok'; referrerId: string | null; licensedStates: string[] | null };

/**
 * Referrer gating (borrower-journey.md section 5): a required loan officer that is missing, or a
 * lookup answering 400 or 404, closes registration; an officer who enforces licensed states
 * brings the list the property state must be in. `lookupOfficer` is the lead-portal lookup the
 * contact card shares (src/api/get-loan-originator.ts: cached 10 minutes, no retry).
 */
export async function checkReferrer(
  http: HttpClient,
  options: { referrer: string | null; required: boolean },
  lookupOfficer: (uuid: string) => Promise<LoanOriginatorResponse>,
): Promise<ReferrerCheck> {
  if (!options.referrer)
    return options.required ? { kind: 'blocked' } : { kind: 'ok', referrerId: null, licensedStates: null };
  try {
    const officer = await lookupOfficer(options.referrer);
    const licensedStates = officer.enforceLicensedStatesForReferral
      ? (await getLicensedStates(http, officer.uuid)).licensedStates
      : null;
    return { kind: 'ok', referrerId: officer.uuid, licensedStates };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 400 || error.status === 404)) return { kind: 'blocked' };
    // Any other failure does not lock a borrower out; the officer is simply not attached.
    return options.required ? { kind: 'blocked' } : { kind: 'ok', referrerId: null, licensedStates: null };
  }
}
