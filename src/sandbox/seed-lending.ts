import { readFileSync } from 'node:fs';
import type { ConsentPromptResponse } from '@/generated/types/consent-prompt-response';
import type { SandboxDb } from './db';
import { HttpError } from './http-error';
import {
  ensureLoanOriginator,
  ensureReferral,
  type LoanOriginator,
  type Referral,
  type StoredOriginator,
  type WholesaleReferral,
} from './stores/lead-portal-store';
import {
  ensureOfferCode,
  ensurePrepop,
  type AffiliatePrepop,
  type OfferCode,
  type StoredPrepop,
} from './stores/prefill-store';
import type { RequestValidator } from './validate-request';

export interface ConsentType {
  type: string;
  version: number;
}

export type ConsentPrompt = ConsentPromptResponse;

/**
 * Fictional reference data for registration: the pre-fill sources, the referrers and the
 * consent wording. Documented in README.md, where tests and people look for them.
 */
export interface LendingSeed {
  offerCodes: readonly OfferCode[];
  prepops: readonly StoredPrepop[];
  loanOriginators: readonly StoredOriginator[];
  referrals: readonly Referral[];
  consentPrompts: readonly ConsentPrompt[];
  consentTypes: { profile: readonly ConsentType[]; application: readonly ConsentType[] };
}

function readSeed<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./seed/${name}`, import.meta.url), 'utf8')) as T;
}

// Every entry is checked with the schema of the answer it becomes, so a bad edit stops the
// sandbox at startup instead of handing the web app a shape it does not expect.
function checker(validator: RequestValidator) {
  return <T>(value: unknown, schema: string, name: string): T => {
    try {
      return validator.value<T>(value, schema, name);
    } catch (error) {
      if (error instanceof HttpError) throw new Error(`Sandbox seed ${name}: ${error.message}`);
      throw error;
    }
  };
}

export function loadLendingSeed(validator: RequestValidator): LendingSeed {
  const check = checker(validator);
  const offerCodes = readSeed<unknown[]>('offer-codes.json').map((o, i) =>
    check<OfferCode>(o, 'offer-code-response', `offer-codes.json[${i}]`),
  );
  const prepops = readSeed<StoredPrepop[]>('affiliate-prepops.json').map((p, i) => {
    const name = `affiliate-prepops.json[${i}]`;
    check({ affiliateId: p.affiliateId, token: p.token }, 'affiliate-prepop-query', name);
    return { ...p, data: check<AffiliatePrepop>(p.data, 'affiliate-prepop-response', `${name}.data`) };
  });
  const loanOriginators = readSeed<StoredOriginator[]>('loan-originators.json').map((o, i) => {
    const name = `loan-originators.json[${i}]`;
    check({ licensedStates: o.licensedStates }, 'licensed-states-response', name);
    return { ...o, originator: check<LoanOriginator>(o.originator, 'loan-originator-response', `${name}.originator`) };
  });
  const referrals = readSeed<Referral[]>('referrals.json').map((r, i) => {
    const name = `referrals.json[${i}]`;
    check({ referralUuid: r.uuid }, 'path-params', name);
    check({ status: r.status, email: r.email }, 'referral-status-response', name);
    if (r.wholesale) check<WholesaleReferral>(r.wholesale, 'wholesale-referral-response', `${name}.wholesale`);
    return r;
  });
  const consentPrompts = readSeed<unknown[]>('consent-prompts.json').map((p, i) =>
    check<ConsentPrompt>(p, 'consent-prompt-response', `consent-prompts.json[${i}]`),
  );
  const types = readSeed<Record<'profile' | 'application', unknown>>('consent-types.json');
  const consentTypes = {
    profile: check<ConsentType[]>(types.profile, 'consent-type-list', 'consent-types.json profile'),
    application: check<ConsentType[]>(types.application, 'consent-type-list', 'consent-types.json application'),
  };
  return { offerCodes, prepops, loanOriginators, referrals, consentPrompts, consentTypes };
}

/** Adds whatever seed row is missing; rows already there (a referral's status) are kept. */
export function ensureLendingSeed(db: SandboxDb, seed: LendingSeed): void {
  db.transaction(() => {
    for (const offer of seed.offerCodes) ensureOfferCode(db, offer);
    for (const prepop of seed.prepops) ensurePrepop(db, prepop);
    for (const originator of seed.loanOriginators) ensureLoanOriginator(db, originator);
    for (const referral of seed.referrals) ensureReferral(db, referral);
  });
}
