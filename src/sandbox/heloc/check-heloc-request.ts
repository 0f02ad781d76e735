import { US_STATES } from '../../core/geo/us-states';
import type { SandboxBrand } from '../brands';
import type { SandboxDb } from '../db';
import { HttpError } from '../http-error';
import { getLoanOriginator } from '../stores/lead-portal-store';
import { fieldName } from '../validation-errors';
import type { ApplicationRecord } from './application-record';
import type { HelocCreateQuery } from '@/generated/types/heloc-create-query';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';
import type { FlagOn } from '../brand-flag';
import { AGE_RESTRICTED_PRODUCT, dobProblem } from './dob-rules';

/** What the web app matches to show the state message (borrower-journey spec, section 8). */
export const STATE_NOT_SERVED_PREFIX = 'we do not currently offer loans in';

function fieldError(pointer: string, message: string, root = 'Request body'): HttpError {
  return new HttpError(400, `${fieldName(pointer, root)} ${message}`, [{ pointer, message }]);
}

function stateName(code: string): string {
  return US_STATES.find((s) => s.abbrev === code)?.name ?? code;
}

function checkDob(body: HelocCreateRequest, now: Date): void {
  const { propertyRequest: property, profileRequest: profile } = body;
  const states = [property.state, ...(profile.homeAddress ? [profile.homeAddress.state] : [])];
  const problem = dobProblem(profile.dob, states, now, body.product);
  if (problem?.kind === 'invalid') throw fieldError('/profileRequest/dob', 'must be a real date from 1900 on');
  if (problem?.kind === 'tooYoung') {
    const forWhat = problem.ageRestricted ? ` for the ${AGE_RESTRICTED_PRODUCT} product` : '';
    throw fieldError('/profileRequest/dob', `must be at least ${problem.minAge} years ago${forWhat}`);
  }
}

function checkReferrer(db: SandboxDb, brand: SandboxBrand, body: HelocCreateRequest): ApplicationRecord['referrer'] {
  if (!body.referrerId) {
    if (brand.loanOfficerRequired) throw fieldError('/referrerId', 'is required by this lender');
    return null;
  }
  const found = getLoanOriginator(db, body.referrerId);
  if (!found) throw fieldError('/referrerId', 'is not a known loan officer or broker');
  const { state } = body.propertyRequest;
  if (found.originator.enforceLicensedStatesForReferral && !found.licensedStates.includes(state)) {
    throw fieldError('/referrerId', `is not licensed in ${state}`);
  }
  const display = found.originator.originatorDisplayInfo;
  const isBroker = display.brokerName !== null && display.originatorName === null;
  return { referrerUuid: found.originator.uuid, wholesaleBrokerNmls: isBroker ? display.nmls : null };
}

/** The product must be one the lender offers; a DSCR loan is for investment properties only. */
function checkProduct(brand: SandboxBrand, body: HelocCreateRequest): void {
  const product = body.product ?? 'heloc';
  if (!brand.products[product]) throw fieldError('/product', `is not offered by this lender (${product})`);
  if (product === 'dscr' && body.propertyRequest.occupancyType !== 'INVESTMENT')
    throw fieldError('/propertyRequest/occupancyType', 'must be INVESTMENT for a DSCR loan');
}

/** The flag that asks the business-purpose question (flows/feature-flags.json). */
export const BUSINESS_PURPOSE_FLAG = 'fe-heloc-business-purpose';

/** businessPurpose answers a question only the flag asks: while it is off for the lender, it is refused. */
function checkBusinessPurpose(flagOn: FlagOn, body: HelocCreateRequest): void {
  if (body.businessPurpose !== undefined && !flagOn(BUSINESS_PURPOSE_FLAG))
    throw fieldError('/businessPurpose', `is not asked by this lender (${BUSINESS_PURPOSE_FLAG} is off)`);
}

/**
 * What the schema cannot say about a HELOC create request, in the order a borrower would
 * want to hear it: the state first (the one message the web app shows as is), then the rest.
 * Answers the referrer to record.
 */
export function checkHelocRequest(
  db: SandboxDb,
  brand: SandboxBrand,
  query: HelocCreateQuery,
  body: HelocCreateRequest,
  now: Date,
  flagOn: FlagOn,
): ApplicationRecord['referrer'] {
  const property = body.propertyRequest;
  if (query.state !== property.state) throw fieldError('/state', 'must equal propertyRequest.state', 'Query');
  if (!brand.statesServed.includes(property.state)) {
    throw new HttpError(400, `${STATE_NOT_SERVED_PREFIX} ${stateName(property.state)}`);
  }
  // A state under regulator review is not lent in for now: the same answer as one not served,
  // the one the web app shows as is (the property step says why before it is ever sent).
  if (brand.regulatorReview.includes(property.state)) {
    throw new HttpError(400, `${STATE_NOT_SERVED_PREFIX} ${stateName(property.state)}`);
  }
  const home = body.profileRequest.homeAddress;
  if (property.occupancyType !== 'HOME' && !home) {
    throw fieldError('/profileRequest/homeAddress', `is required when occupancyType is ${property.occupancyType}`);
  }
  checkDob(body, now);
  checkProduct(brand, body);
  checkBusinessPurpose(flagOn, body);
  return checkReferrer(db, brand, body);
}
