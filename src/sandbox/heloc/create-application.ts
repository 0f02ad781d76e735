import { randomUUID } from 'node:crypto';
import { lenderFlags } from '../brand-flag';
import type { SandboxContext } from '../sandbox-context';
import { simulateSoftPull } from '../soft-pull/simulate-soft-pull';
import { insertApplication, nextLoanNumber, type StoredApplication } from '../stores/applications-store';
import { HttpError } from '../http-error';
import { describeFieldErrors } from '../validation-errors';
import { addConsentRecords, wordsHash } from '../stores/consent-records-store';
import { updatePhone, type Identity } from '../stores/identities-store';
import { getReferral, setReferralStatus } from '../stores/lead-portal-store';
import { updateProfile } from '../stores/profiles-store';
import { liensFound } from '../workflow/property-data';
import { scenariosFor } from '../workflow/scenarios';
import type { ApplicationRecord, Handover } from './application-record';
import { withWorkflowDefaults } from './record-defaults';
import type { ConsentRecord } from '@/generated/types/consent-record';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';

/** The lender's pricing option the offer builder honours (docs/flags-and-telemetry.md). */
const RATE_BUY_DOWN_FLAG = 'fe-heloc-rate-buy-down';

function badField(pointer: string, message: string): HttpError {
  const errors = [{ pointer, message }];
  return new HttpError(400, describeFieldErrors(errors, 'Request body'), errors);
}

/**
 * The consents of a create call as recorded: each must name its type's current version (from the
 * consent-types lists), else 400 naming the field; the words shown are kept with their hash.
 */
export function consentRecords(
  ctx: SandboxContext,
  identity: Identity,
  applicationUuid: string,
  body: HelocCreateRequest,
  agreedAt: string,
): ConsentRecord[] {
  const { profile, application } = ctx.seed.lending.consentTypes;
  const current = new Map([...profile, ...application].map((t) => [t.type, t.version]));
  const given = [
    ...(body.consentListRequest ?? []).map((c, i) => ({ c, pointer: `/consentListRequest/${i}` })),
    ...(body.consentRequests ?? []).map((c, i) => ({ c, pointer: `/consentRequests/${i}` })),
  ];
  return given.map(({ c, pointer }) => {
    const version = current.get(c.type);
    if (version === undefined) throw badField(`${pointer}/type`, 'is not a known consent type');
    if (c.version !== version)
      throw badField(`${pointer}/version`, `is not the current version of ${c.type} (${version})`);
    return {
      uuid: randomUUID(),
      identityUuid: identity.uuid,
      applicationUuid,
      organizationCode: identity.org,
      channel: 'APPLICATION',
      type: c.type,
      version: c.version,
      choice: 'AGREED',
      text: c.text,
      textSha256: wordsHash(c.text),
      page: c.page,
      recordedAt: agreedAt,
    };
  });
}

const HANDOVER_FIELDS = [
  'abVersionsRequest',
  'affiliateId',
  'affiliates',
  'marketingTools',
  'utmParameters',
  'optimizelyProfileRequest',
  'referralId',
  'offerCode',
] as const satisfies readonly (keyof Handover & keyof HelocCreateRequest)[];

/** The create call's hand-over fields, those it sent. */
function handoverOf(body: HelocCreateRequest): Handover {
  return Object.fromEntries(HANDOVER_FIELDS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as Handover;
}

function profileChanges(body: HelocCreateRequest) {
  const { name, dob, homeAddress } = body.profileRequest;
  const p = body.propertyRequest;
  // The property is the home when it is occupied as one; otherwise the form asked for the home.
  const home = homeAddress ?? { street1: p.street1, street2: p.street2, city: p.city, state: p.state, zip: p.zip };
  return {
    name: {
      firstName: name.firstName,
      middleName: name.middleName ?? null,
      lastName: name.lastName,
      suffix: name.suffix ?? null,
    },
    dob,
    homeAddress: {
      street1: home.street1,
      street2: home.street2 || null,
      city: home.city,
      state: home.state,
      zip: home.zip,
    },
  };
}

/**
 * Creates the application and runs the simulated soft pull; fills the profile, keeps the
 * consents and marks a named referral as started, all in one transaction. The persona is read
 * from the signed-in identity's email, which is what a test registers with.
 */
export function createApplication(
  ctx: SandboxContext,
  identity: Identity,
  body: HelocCreateRequest,
  referrer: ApplicationRecord['referrer'],
): StoredApplication {
  const uuid = randomUUID();
  const now = ctx.now().toISOString();
  const consents = consentRecords(ctx, identity, uuid, body, now);
  const property = body.propertyRequest;
  const rateBuyDown = lenderFlags(ctx, identity.org)(RATE_BUY_DOWN_FLAG);
  const pull = simulateSoftPull({
    applicationUuid: uuid,
    email: identity.email,
    income: body.income,
    property,
    employmentType: body.employmentType,
    softCreditConsent: consents.some((c) => c.type === 'SOFT_CREDIT'),
    today: now.slice(0, 10),
    rateBuyDown,
    listedForSale: body.propertyListedForSale,
    forSaleWindowMonths: ctx.brands.byCode.get(identity.org)?.forSaleWindowMonths,
  });
  const record: ApplicationRecord = withWorkflowDefaults({
    uuid,
    loanNumber: nextLoanNumber(ctx.db),
    status: {
      checklistStatus: pull.status,
      waitingOnFloodCert: false,
      bpo: 'BPO_NOT_REQUIRED',
      title: 'TITLE_REQUIRED',
      uwDecision: pull.decision,
      uwSubDecision: pull.subDecision,
      primaryParticipantAcceptComplete: false,
      manualNotary: false,
      condition: 'UNKNOWN_CONDITION',
    },
    // Nothing is chosen until the borrower selects an offer.
    rate: null,
    amount: null,
    uwCalculatedDrawAmount: pull.offers ? Math.max(...pull.offers.offers.map((o) => o.maxDraw)) : null,
    term: null,
    rateType: null,
    adjustedHomeAmount: pull.adjustedHomeAmount,
    property: {
      street1: property.street1,
      street2: property.street2 || null,
      city: property.city,
      state: property.state,
      zip: property.zip,
      occupancyType: property.occupancyType,
      listedForSale: body.propertyListedForSale,
    },
    referrer,
    ...(body.product ? { product: body.product } : {}),
    // The crypto-backed variant is a product of its own (/account/heloc-crypto-backed/register).
    isCrypto: body.product === 'heloc-crypto-backed',
    // Only when asked (the business-purpose flag): true adds the certification to the disclosures.
    ...(body.businessPurpose !== undefined ? { businessPurpose: body.businessPurpose } : {}),
    ...(pull.ineligibleReason ? { ineligibleReason: pull.ineligibleReason } : {}),
    isInquiry: false,
    disburseAccount: null,
    assetDepletion: { complete: false, amount: null },
    decision: pull.decision,
    subDecision: pull.subDecision,
    offers: pull.offers,
    helocSigners: [],
    additionalSignerVersion: 'v1',
    costs: pull.offers?.costs ?? [],
    auditFields: { createdDate: now, lastModifiedDate: now },
    workflow: {
      scenarios: scenariosFor(identity.email, property.state, body.employmentType),
      enteredAt: now,
      employmentType: body.employmentType,
      totalIncome: body.income.incomePrimary + body.income.incomeOther + (body.income.incomeCoDeeders ?? 0),
      email: identity.email,
      handover: handoverOf(body),
      rateBuyDown,
    },
  });
  if (record.workflow.scenarios.some((s) => s === 'liens' || s === 'payoff')) record.liens = liensFound(record);
  const stored: StoredApplication = { uuid, identityUuid: identity.uuid, org: identity.org, createdAt: now, record };
  ctx.db.transaction(() => {
    insertApplication(ctx.db, stored);
    addConsentRecords(ctx.db, consents);
    updateProfile(ctx.db, identity.uuid, profileChanges(body), ctx.now());
    updatePhone(ctx.db, identity.uuid, body.profileRequest.phoneNumber);
    // An unknown referralId is ignored: it is a marketing hand-over, not a gate.
    if (body.referralId && getReferral(ctx.db, body.referralId))
      setReferralStatus(ctx.db, body.referralId, 'APPLICATION_STARTED');
  });
  return stored;
}
