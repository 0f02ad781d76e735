import { statusLabel } from './status-label';
import { describe, expect, it, vi } from 'vitest';
import { applicationScreenPath, resolveStatusRoute } from './resolve-status-route';
import type { StatusContext } from './status-context';

type Case = [status: string, context: StatusContext, path: string];

/**
 * borrower-journey.md section 4, "Status to screen", row by row, written from the spec (not read
 * from flows/status-routes.json). Families the spec names only as a family ("final title states")
 * list the members of schemas/api/workflow-status.schema.json.
 */
const SPEC_ROWS: { row: string; cases: Case[] }[] = [
  { row: 'Credit no match -> credit/social', cases: [['CREDIT_NO_MATCH', {}, 'credit/social']] },
  {
    row: 'Credit no match on SSN -> review-app/no-credit',
    cases: [['CREDIT_NO_MATCH_SSN', {}, 'review-app/no-credit']],
  },
  {
    row: 'Credit locked or frozen (hard or soft) -> credit/error',
    cases: [
      ['HARD_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
      ['SOFT_CREDIT_LOCKED_OR_FROZEN', {}, 'credit/error'],
    ],
  },
  {
    row: 'No property found, multiple properties -> review-app/property',
    cases: [
      ['NO_PROPERTY_FOUND', {}, 'review-app/property'],
      ['MULTIPLE_PROPERTIES', {}, 'review-app/property'],
    ],
  },
  { row: 'Declined -> error/decline', cases: [['DECLINED', { decision: 'DECLINE' }, 'error/decline']] },
  {
    row: 'Declined as ineligible: home changed hands in the last 90 days -> error/recent-transfer',
    cases: [
      ['DECLINED', { decision: 'INELIGIBLE', ineligibleReason: 'RECENT_TITLE_TRANSFER' }, 'error/recent-transfer'],
      ['DECLINED', { decision: 'INELIGIBLE' }, 'error/decline'],
    ],
  },
  {
    row: 'Declined for a reason the lender gives -> its decline page (credit score, debt-to-income)',
    cases: [
      ['DECLINED', { decision: 'DECLINE', ineligibleReason: 'CREDIT_SCORE' }, 'error/credit'],
      ['DECLINED', { decision: 'DECLINE', ineligibleReason: 'DEBT_TO_INCOME' }, 'error/income'],
    ],
  },
  {
    row: "Declined as ineligible: listed for sale within the lender's window -> error/listed-for-sale",
    cases: [['DECLINED', { decision: 'INELIGIBLE', ineligibleReason: 'LISTED_FOR_SALE' }, 'error/listed-for-sale']],
  },
  {
    row: 'Ours: declined as debt-to-income limited (the income allows no line) -> error/income',
    cases: [
      ['DECLINED', { decision: 'DECLINE', subDecision: 'UNVERIFIED_DTI_LIMITED' }, 'error/income'],
      ['DECLINED', { decision: 'DECLINE', subDecision: 'VERIFIED_DTI_LIMITED' }, 'error/income'],
      ['DECLINED', { decision: 'DECLINE', subDecision: 'UNKNOWN_SUBDECISION' }, 'error/decline'],
    ],
  },
  { row: 'Collect additional info -> start/contact', cases: [['COLLECT_ADDITIONAL_INFO', {}, 'start/contact']] },
  { row: 'Ours: conditions outstanding -> conditions', cases: [['CONDITIONS_OUTSTANDING', {}, 'conditions']] },
  { row: 'HMDA -> start/hmda', cases: [['HMDA', {}, 'start/hmda']] },
  {
    row: 'Delinquency review -> review-app/delinquency',
    cases: [['DELINQUENCY_REVIEW', {}, 'review-app/delinquency']],
  },
  {
    row: 'Generate closing disclosure -> review-app/signdocs, or error/flood-cert when waiting on the flood certificate',
    cases: [
      ['GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: true }, 'error/flood-cert'],
      ['GEN_CLOSING_DISCLOSURE', { waitingOnFloodCert: false }, 'review-app/signdocs'],
      ['GEN_CLOSING_DISCLOSURE', {}, 'review-app/signdocs'],
    ],
  },
  {
    row: 'Note signing, final offer -> signing/intro',
    cases: [
      ['NOTE_SIGNING', {}, 'signing/intro'],
      ['FINAL_OFFER', {}, 'signing/intro'],
    ],
  },
  { row: 'Generate note signing -> review-app/signdocs', cases: [['GEN_NOTE_SIGNING', {}, 'review-app/signdocs']] },
  {
    row: 'App submission, generate summary disclosure -> start/app-summary',
    cases: [
      ['APP_SUBMISSION', {}, 'start/app-summary'],
      ['GEN_SUMMARY_DISCLOSURE', {}, 'start/app-summary'],
    ],
  },
  { row: 'Revised offer selection -> product/select', cases: [['REVISED_OFFER_SELECTION', {}, 'product/select']] },
  {
    row: 'Offer selection -> product/select (origin signing/intro when the sub-decision is VERIFIED_OFFER)',
    cases: [
      ['OFFER_SELECTION', { subDecision: 'UNVERIFIED_OFFER', decision: 'SELECT' }, 'product/select'],
      ['OFFER_SELECTION', { subDecision: 'VERIFIED_OFFER', decision: 'SELECT' }, 'product/select'],
    ],
  },
  { row: 'Income verification -> income/review', cases: [['INCOME_VERIFICATION', {}, 'income/review']] },
  {
    row: 'Employment verification -> income/employer-verification',
    cases: [['EMPLOYMENT_VERIFICATION', {}, 'income/employer-verification']],
  },
  { row: 'Identity verification -> identity', cases: [['IDENTITY_VERIFICATION', {}, 'identity']] },
  { row: 'Assets prequal -> product/assets', cases: [['ASSETS_PREQUAL', {}, 'product/assets']] },
  {
    row: 'CLTV or lien-position requalify -> product/prequal-winback',
    cases: [
      ['CLTV_REQUALIFY', {}, 'product/prequal-winback'],
      ['LIEN_POSITION_REQUALIFY', {}, 'product/prequal-winback'],
    ],
  },
  {
    row: 'Disbursement account, or autopay account when there is no routing number and not crypto -> bank/disburse',
    cases: [
      ['DISBURSEMENT_ACCOUNT', { routingNumberPresent: true }, 'bank/disburse'],
      ['AUTOPAY_ACCOUNT', { routingNumberPresent: false, isCrypto: false }, 'bank/disburse'],
    ],
  },
  {
    row: 'Autopay or verified autopay account -> bank/autopay',
    cases: [
      ['AUTOPAY_ACCOUNT', { routingNumberPresent: true, isCrypto: false }, 'bank/autopay'],
      ['AUTOPAY_ACCOUNT', { routingNumberPresent: false, isCrypto: true }, 'bank/autopay'],
      ['VERIFIED_AUTOPAY_ACCOUNT', { routingNumberPresent: false, isCrypto: false }, 'bank/autopay'],
    ],
  },
  {
    row: 'No AVM found, BPO or residential-evaluation estimate states -> bpo/estimate-value',
    cases: [
      ['NO_AVM_FOUND', {}, 'bpo/estimate-value'],
      ['BPO_ESTIMATE_VALUE', {}, 'bpo/estimate-value'],
      ['RESIDENTIAL_EVALUATION_ESTIMATE_VALUE', {}, 'bpo/estimate-value'],
    ],
  },
  { row: 'Payoff request pending -> payoff/hold', cases: [['PAYOFF_REQUEST_PENDING', {}, 'payoff/hold']] },
  {
    row: 'BPO order request states -> bpo/condition if required and TX; bpo/order-bpo if required otherwise; else bpo/hold',
    cases: [
      ['BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'TX' }, 'bpo/condition'],
      ['BPO_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'CA' }, 'bpo/order-bpo'],
      ['BPO_ORDER_REQUEST', { bpo: 'BPO_NOT_REQUIRED', propertyState: 'TX' }, 'bpo/hold'],
      ['BPO_ORDER_REQUEST', {}, 'bpo/hold'],
      ['RESIDENTIAL_EVALUATION_ORDER_REQUEST', { bpo: 'BPO_REQUIRED', propertyState: 'TX' }, 'bpo/condition'],
    ],
  },
  {
    row: 'BPO processing, final title states, residential-evaluation processing -> bpo/hold',
    cases: [
      'BPO_PROCESSING',
      'RESIDENTIAL_EVALUATION_PROCESSING',
      'FINAL_TITLE_ORDERED',
      'FINAL_TITLE_PROCESSING',
      'FINAL_TITLE_REVIEW',
      'FINAL_TITLE_CURATIVE',
      'FINAL_TITLE_COMPLETE',
    ].map((s): Case => [s, {}, 'bpo/hold']),
  },
  {
    row: 'Rescission, recording, fundable, direct debt payoff, funding decision, deed signing after primary acceptance -> complete',
    cases: [
      ...['RESCISSION', 'RECORDING', 'FUNDABLE', 'DIRECT_DEBT_PAYOFF', 'FUNDING_DECISION'].map((s): Case => [
        s,
        {},
        'complete',
      ]),
      ['DEED_SIGNING', { primaryParticipantAcceptComplete: true }, 'complete'],
    ],
  },
  {
    row: 'Credit error or minor, FACTA review, appraisal review states, order full title, request payoffs, unknown -> error/timeout',
    cases: [
      'CREDIT_ERROR',
      'CREDIT_MINOR',
      'FACTA_REVIEW',
      'APPRAISAL_REVIEW',
      'APPRAISAL_REVISION_REQUESTED',
      'ORDER_FULL_TITLE',
      'REQUEST_PAYOFFS',
      'UNKNOWN',
    ].map((s): Case => [s, {}, 'error/timeout']),
  },
  {
    row: 'Lien verification (and inquiry) -> liens',
    cases: [
      ['LIEN_VERIFICATION', {}, 'liens'],
      ['LIEN_VERIFICATION_INQUIRY', {}, 'liens'],
    ],
  },
  { row: 'Co-deed required -> signing/additional', cases: [['CO_DEED_REQ', {}, 'signing/additional']] },
  {
    row: 'Notary disclosure, attorney review, notary waiting period, deed signing before primary acceptance -> notary/intro',
    cases: [
      ...['NOTARY_DISCLOSURE', 'ATTORNEY_REVIEW', 'NOTARY_WAITING_PERIOD'].map((s): Case => [s, {}, 'notary/intro']),
      ['DEED_SIGNING', { primaryParticipantAcceptComplete: false }, 'notary/intro'],
    ],
  },
  {
    row: 'Manual deed signing -> notary/reserve-manual',
    cases: [['MANUAL_DEED_SIGNING', { manualNotary: true }, 'notary/reserve-manual']],
  },
  {
    row: 'Onsite appraisal states -> hold',
    cases: ['ONSITE_APPRAISAL_REQUEST', 'ONSITE_APPRAISAL_SCHEDULED', 'ONSITE_APPRAISAL_IN_PROGRESS'].map((s): Case => [
      s,
      {},
      'hold',
    ]),
  },
  {
    row: 'Complete or cancelled -> site root',
    cases: [
      ['COMPLETE', {}, '/'],
      ['CANCELLED', {}, '/'],
    ],
  },
];

describe('resolveStatusRoute: the spec table, one test per row', () => {
  it.each(SPEC_ROWS)('$row', ({ cases }) => {
    for (const [status, context, path] of cases) {
      expect({ status, context, ...resolveStatusRoute(status, context) }).toMatchObject({
        status,
        context,
        path,
        known: true,
      });
    }
  });

  it('any unrecognised status -> error/timeout, with a warning that names only the status', () => {
    const warn = vi.fn();
    expect(resolveStatusRoute('SOMETHING_NEW', { propertyState: 'TX' }, warn)).toMatchObject({
      path: 'error/timeout',
      known: false,
    });
    expect(warn).toHaveBeenCalledWith('Unrecognised workflow status "SOMETHING_NEW": showing error/timeout');
  });

  it('logs through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    resolveStatusRoute('', {});
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

describe('offer selection passes the origin state and the decision', () => {
  it.each([
    ['UNVERIFIED_OFFER', '/account/heloc/register-v2/set-password'],
    // Spec: the origin state is signing/intro when the sub-decision is VERIFIED_OFFER.
    ['VERIFIED_OFFER', 'signing/intro'],
  ] as const)('%s', (subDecision, origin) => {
    const route = resolveStatusRoute('OFFER_SELECTION', {
      subDecision,
      decision: 'SELECT',
      origin: '/account/heloc/register-v2/set-password',
    });
    expect(route).toEqual({
      path: 'product/select',
      known: true,
      row: expect.any(Number),
      state: { origin, decision: 'SELECT' },
    });
  });

  it('other rows pass nothing', () =>
    expect(resolveStatusRoute('HMDA', { decision: 'SELECT', origin: '/x' }).state).toBeUndefined());
});

it('every route has words for the dashboard', () => {
  expect(statusLabel(resolveStatusRoute('OFFER_SELECTION', {}))).toBe('Action needed: choose your offer');
  expect(statusLabel(resolveStatusRoute('NOT_A_STATUS', {}, () => undefined))).toBe('In review');
});

it('applicationScreenPath puts a route under the application, and / at the site root', () => {
  expect(applicationScreenPath('8f1c2d3e-0000-4000-8000-000000000001', 'credit/social')).toBe(
    '/account/heloc/8f1c2d3e-0000-4000-8000-000000000001/credit/social',
  );
  expect(applicationScreenPath('8f1c2d3e-0000-4000-8000-000000000001', '/')).toBe('/');
});
