import type { ConditionRecord } from '../conditions/condition-types';
/**
 * The shapes of schemas/api/heloc-application.schema.json and its offer set, written out for
 * the sandbox's own code (which never imports src/generated). Values are checked at the edges.
 */
export type Occupancy = 'HOME' | 'SECONDARY' | 'INVESTMENT';
export type Decision = 'APPROVED' | 'ASSET_DEPLETION' | 'DECLINE' | 'ERROR' | 'FINAL' | 'INELIGIBLE' | 'INITIAL' | 'REVIEW' | 'SELECT' | 'UNKNOWN';
export type SubDecision =
  | 'BPO_PENDING'
  | 'CREDIT_FROZEN'
  | 'FINAL_OFFER'
  | 'UNKNOWN_SUBDECISION'
  | 'UNVERIFIED_DTI_LIMITED'
  | 'UNVERIFIED_OFFER'
  | 'UNVERIFIED_ONBOARDING_COMPLETE'
  | 'VERIFIED_DTI_LIMITED'
  | 'VERIFIED_INCOME_MATCHED_OFFER'
  | 'VERIFIED_OFFER'
  | 'VERIFIED_RESERVE_LIMITED';
export type BpoStatus = 'BPO_NOT_REQUIRED' | 'BPO_REQUIRED' | 'UNKNOWN_BPO_STATUS' | 'BPO_PROCESSING' | 'BPO_COMPLETE';
/** One of schemas/api/workflow-status.schema.json; too many to repeat here. */
export type WorkflowStatus = string;

export interface Offer {
  id: string;
  term: number;
  type: 'FIXED' | 'VARIABLE';
  originationFee: number;
  min: number;
  max: number;
  minDraw: number;
  maxDraw: number;
  rate: number;
  baseRate: number;
  otherRate: number;
  discountList: { discount: { type: 'AUTOPAY'; amount: number }; rateWithDiscount: number }[];
  minRecordingTax: number;
  maxRecordingTax: number;
}

export interface RecordingTaxCost {
  feeType: 'RECORDING_TAX';
  borrowerPaidAmount: number;
  jsCriteria: { perHundredThousand: number };
  totalPaidByBorrower: number;
}

export interface OfferSet {
  offers: Offer[];
  maxDtiUnlimited: number;
  ofeeMaxThreshold: number;
  incomeRequestRecords: { methods: string[]; verificationMethod: string }[];
  costs: RecordingTaxCost[];
}

export interface ApplicationStatus {
  checklistStatus: WorkflowStatus;
  waitingOnFloodCert: boolean;
  bpo: BpoStatus;
  title: string;
  uwDecision: Decision;
  uwSubDecision: SubDecision;
  primaryParticipantAcceptComplete: boolean;
  manualNotary: boolean;
  condition: string;
}

export interface PropertyRecord {
  street1: string;
  street2: string | null;
  city: string;
  state: string;
  zip: string;
  occupancyType: Occupancy;
  listedForSale: boolean;
}

/** What is stored; consents, active and activeForAppStart are added when it is read. */
export interface ApplicationRecord {
  uuid: string;
  loanNumber: string;
  status: ApplicationStatus;
  rate: number | null;
  amount: number | null;
  uwCalculatedDrawAmount: number | null;
  term: number | null;
  rateType: 'FIXED' | 'VARIABLE' | null;
  adjustedHomeAmount: number | null;
  property: PropertyRecord;
  referrer: { referrerUuid: string; wholesaleBrokerNmls: string | null } | null;
  isCrypto: boolean;
  isInquiry: boolean;
  disburseAccount: BankAccountRecord | null;
  assetDepletion: { complete: boolean; amount: number | null };
  decision: Decision;
  subDecision: SubDecision;
  offers: OfferSet | null;
  helocSigners: { identityUuid: string }[];
  additionalSignerVersion: 'v1';
  costs: (RecordingTaxCost | NotaryFeeCost)[];
  auditFields: { createdDate: string; lastModifiedDate: string };
  // Added by the workflow (src/sandbox/workflow); records stored before it get defaults on read.
  selectedOffer: { offerId: string; drawAmount: number } | null;
  liens: Lien[];
  autopayAccount: BankAccountRecord | null;
  paymentMethod: 'AUTOPAY' | 'MANUAL' | null;
  documents: UploadedDocument[];
  signers: SignerRecord[];
  notary: { slotId: string; start: string; fee: 300 } | null;
  income: { providerType: string | null; verified: boolean };
  /** Never answered to the borrower: what steers the workflow and what it was told. */
  workflow: WorkflowData;
}

export interface NotaryFeeCost {
  feeType: 'MANUAL_NOTARY_FEE';
  borrowerPaidAmount: 300;
  totalPaidByBorrower: 300;
}

/** Never the full account number: the mask is its last four. */
export interface BankAccountRecord {
  routingNumber: string;
  mask: string | null;
  accountNumber: null;
  accountType?: 'CHECKING' | 'SAVINGS';
  holderName?: string;
}

export interface Lien {
  id: string;
  lenderName: string;
  monetaryBalance: number;
  monetaryCalculatedNextPaymentMinimumAmount: number;
  payOff: { status: 'MARKED_FOR_PAYOFF' | 'NOT_MARKED_FOR_PAYOFF' };
}

export interface UploadedDocument {
  uuid: string;
  documentType: string;
  fileName: string;
  size: number;
  createdAt: string;
  /** Whose upload: the borrower's identity or a signer's; not answered. */
  ownerIdentityUuid: string;
}

export type SignerStatus = 'IDENTITY' | 'INTRO' | 'SIGN' | 'DOCUMENTS' | 'COMPLETE' | 'CANCELLED';

export interface SignerRecord {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  status: SignerStatus;
  /** The invite link's token (the sandbox list shows it, as the invite email would). */
  resumeToken: string;
  identityUuid: string | null;
}

export interface WorkflowData {
  scenarios: string[];
  /** When the current status began: a waiting status moves on waitMs after it. */
  enteredAt: string;
  /** Set by a control call that forces a status: nothing moves by itself until the next task. */
  held: boolean;
  employmentType: string;
  totalIncome: number;
  email: string;
  ssnLast4: string | null;
  notarySessionStarted: boolean;
  acceptedDisclosures: string[];
  signedDocuments: string[];
  answers: Record<string, unknown>;
  /** The lender's conditions (src/sandbox/conditions); answered by the conditions calls. */
  conditions: ConditionRecord[];
}
