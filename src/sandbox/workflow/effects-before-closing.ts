import { drawBounds } from '../../core/offer/draw';
import type { DocumentType } from '@/generated/types/document-type';
import type { LinkIncomeTask } from '@/generated/types/link-income';
import type { SubmitPaystubsTask } from '@/generated/types/submit-paystubs';
import type { ApplicationRecord } from '../heloc/application-record';
import { fieldError } from './task-errors';
import type { TaskEffect } from './task-effect';

/** Whole dollars a draw may be: the offer's minimum rounded up, its maximum rounded down. */
export function drawRange(offer: { minDraw: number; maxDraw: number }): [number, number] {
  const { min, max } = drawBounds(offer);
  return [min, max];
}

const usd = (n: number): string => `$${n.toLocaleString('en-US')}`;

const remember = (record: ApplicationRecord, key: string, value: unknown): ApplicationRecord => ({
  ...record,
  workflow: { ...record.workflow, answers: { ...record.workflow.answers, [key]: value } },
});

type Body = Record<string, unknown>;

/** The valuation fee (business constants) and the flag under which the lender pays it. */
export const VALUATION_FEE = 180 as const;
export const COMPANY_COVERS_APPRAISAL_FLAG = 'fe-heloc-company-covers-appraisal';

/** The valuation fee as a closing cost: the borrower's, or the lender's while it covers valuations. */
function valuationCost(lenderPays: boolean) {
  const [borrower, lender] = lenderPays ? ([0, VALUATION_FEE] as const) : ([VALUATION_FEE, 0] as const);
  return {
    feeType: 'VALUATION_FEE' as const,
    borrowerPaidAmount: borrower,
    totalPaidByBorrower: borrower,
    lenderPaidAmount: lender,
  };
}

/** The upload each upload method of submit-paystubs takes. */
const UPLOAD_OF: Record<NonNullable<SubmitPaystubsTask['providerType']>, DocumentType> = {
  MANUAL_PAYSTUB: 'USER_UPLOADED_PAYSTUB',
  BUSINESS_BANK_STATEMENT: 'BUSINESS_BANK_STATEMENT',
};

/** Effects of the tasks up to the hard credit pull: the offer, the more-info steps, credit, value. */
export const EFFECTS_BEFORE_CLOSING: Record<string, TaskEffect> = {
  'select-offer': (record, body: Body) => {
    const offer = record.offers?.offers.find((o) => o.id === body.offerId);
    if (!offer) throw fieldError('/offerId', `'${String(body.offerId)}' is not one of this application's offers`);
    const [low, high] = drawRange(offer);
    const draw = body.drawAmount as number;
    if (draw < low || draw > high)
      throw fieldError('/drawAmount', `must be between ${usd(low)} and ${usd(high)} for this offer`);
    return {
      ...record,
      selectedOffer: { offerId: offer.id, drawAmount: draw },
      rate: offer.rate,
      amount: offer.max,
      term: offer.term,
      rateType: offer.type,
    };
  },
  'accept-prequal-winback': (record, body: Body) => remember(record, 'prequalWinback', body.accept),
  'confirm-assets': (record, body: Body) => ({
    ...record,
    assetDepletion: { complete: true, amount: body.amount as number },
  }),
  'confirm-contact': (record, body: Body) => remember(record, 'contact', body),
  'submit-hmda': (record, body: Body) => remember(record, 'hmda', body),
  'accept-app-summary': (record) => remember(record, 'appSummaryAccepted', true),
  // The number itself is dropped here: only its last four stay, for the borrower's own view.
  'confirm-ssn': (record, body: Body) => ({
    ...record,
    workflow: { ...record.workflow, ssnLast4: String(body.ssn).slice(-4) },
  }),
  'retry-credit': (record) => record,
  'confirm-property': (record, body: Body) => ({
    ...record,
    property: {
      ...record.property,
      street1: body.street1 as string,
      street2: (body.street2 as string | null | undefined) || null,
      city: body.city as string,
      state: body.state as string,
      zip: body.zip as string,
    },
    // Priced again for the confirmed address when the valuation comes back.
    offers: null,
  }),
  'estimate-value': (record, body: Body) => remember(record, 'estimatedValue', body.estimatedValue),
  'order-bpo': (record, body: Body, env) => {
    if (record.property.state === 'TX' && body.condition === undefined)
      throw fieldError('/condition', 'is required for a Texas property');
    const condition =
      (body.condition as ApplicationRecord['status']['condition'] | undefined) ?? record.status.condition;
    // Ordering the valuation adds its fee to the closing costs (once, whoever pays it).
    const fee = valuationCost(env.flagOn(COMPANY_COVERS_APPRAISAL_FLAG));
    const costs = [...record.costs.filter((c) => c.feeType !== 'VALUATION_FEE'), fee];
    return { ...record, costs, status: { ...record.status, condition } };
  },
  'link-income': (record, body: LinkIncomeTask) => ({
    ...record,
    income: { providerType: body.providerType, verified: true },
  }),
  'submit-paystubs': (record, body: SubmitPaystubsTask, env) => {
    const providerType = body.providerType ?? 'MANUAL_PAYSTUB';
    const wanted = UPLOAD_OF[providerType];
    body.documentUuids.forEach((uuid, index) => {
      const doc = record.documents.find((d) => d.uuid === uuid && d.ownerIdentityUuid === env.identityUuid);
      if (doc?.documentType !== wanted) {
        throw fieldError(`/documentUuids/${index}`, `is not a ${wanted} uploaded to this application`);
      }
    });
    return { ...record, income: { providerType, verified: true } };
  },
  'verify-employer': (record, body: Body) => remember(record, 'employer', body),
};
