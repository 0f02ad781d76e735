import type { HelocApplication } from '@/generated/types/heloc-application';
import type { SandboxApplicationList } from '@/generated/types/sandbox-application-list';
import type { HelocOfferSet } from '@/generated/types/heloc-offer-set';
import type { UploadedDocument } from '@/generated/types/uploaded-document';
import type { ConditionRecord } from '../conditions/condition-types';

/*
 * The application the sandbox stores: schemas/api/heloc-application.schema.json (through its
 * generated type) less what is worked out on read, plus what the sandbox never answers. Field
 * types are read from the generated type, so a schema change reaches the sandbox's code.
 */

export type Decision = HelocApplication['decision'];
export type SubDecision = HelocApplication['subDecision'];
export type IneligibleReason = NonNullable<HelocApplication['ineligibleReason']>;
export type BpoStatus = HelocApplication['status']['bpo'];
export type Occupancy = HelocApplication['property']['occupancyType'];
export type RecordingTaxCost = HelocOfferSet['costs'][number];
export type BankAccountRecord = NonNullable<HelocApplication['disburseAccount']>;
export type Lien = NonNullable<HelocApplication['liens']>[number];
type SignerView = NonNullable<HelocApplication['signers']>[number];
export type SignerStatus = SignerView['status'];

/** An upload, and whose it was: the borrower's identity or a signer's (not answered). */
export type StoredDocument = UploadedDocument & { ownerIdentityUuid: string };

/** A signer, with the invite link's token (the sandbox list shows it, as the invite email would). */
export type SignerRecord = SignerView & { resumeToken: string; identityUuid: string | null };

/** Fields the workflow adds: optional in the answer (older records lack them), always present once stored. */
type WorkflowField = 'selectedOffer' | 'liens' | 'autopayAccount' | 'paymentMethod' | 'notary' | 'income';
/** Worked out on every read (application-view.ts), so never stored (employmentType is the workflow's). */
type DerivedField = 'active' | 'activeForAppStart' | 'consents' | 'employmentType';

export type ApplicationRecord = Omit<HelocApplication, DerivedField | WorkflowField | 'documents' | 'signers'> &
  Required<Pick<HelocApplication, WorkflowField>> & {
    documents: StoredDocument[];
    signers: SignerRecord[];
    /** Never answered to the borrower: what steers the workflow and what it was told. */
    workflow: WorkflowData;
  };

/** The sandbox's own notes on an application; no schema, as no call sends or answers them. */
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
  /** Where the borrower came from (create call); absent in records made before it was kept. */
  handover?: Handover;
  /** Bank-link OAuth round trips started (routes/bank-link.ts); absent on records from before them. */
  bankLinks?: BankLinkRecord[];
  /**
   * The brand's fe-heloc-rate-buy-down when the application was created (and priced): a later
   * pricing (a lifted freeze, a win-back) offers a buy-down the same way. Absent on older records: off.
   */
  rateBuyDown?: boolean;
}

/** One trip to the (simulated) bank: authorized once the borrower allowed access on its page. */
export interface BankLinkRecord {
  stateId: string;
  purpose: 'INCOME' | 'BANK';
  authorized: boolean;
  createdAt: string;
}

/** The create call's campaign, affiliate, experiment and referral fields, as /__sandbox/applications lists them. */
export type Handover = NonNullable<SandboxApplicationList['applications'][number]['handover']>;
