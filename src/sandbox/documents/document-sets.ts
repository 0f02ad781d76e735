import type { DocumentSetQuery } from '@/generated/types/document-set-query';
import type { DocumentSummary } from '@/generated/types/document-set-response';
import type { FlagOn } from '../brand-flag';

/** What a generated document says about the application; built by document-facts.ts. */
export interface DocumentFacts {
  lender: string;
  borrowerName: string;
  /** Set for the additional signer's copies. */
  signerName: string | null;
  loanNumber: string;
  propertyAddress: string;
  /** e.g. "15-year FIXED line of $120,000 at 8.125% APR"; "no offer selected yet" before. */
  offer: string;
  drawAmount: string;
  originationFee: string;
  dated: string;
}

/**
 * A document the sandbox generates: the key and title its listing shows (DocumentSummary), and
 * the text of its pages, one entry per page, each a list of paragraphs. The listing's page count
 * is the length of that text.
 */
export type DocumentDef = Pick<DocumentSummary, 'key' | 'title'> & { pageText: (f: DocumentFacts) => string[][] };

export type DocumentSetName = DocumentSetQuery['set'];

const parties = (f: DocumentFacts): string =>
  `Borrower: ${f.borrowerName}${f.signerName ? `. Additional signer: ${f.signerName}` : ''}. Lender: ${f.lender}. Loan number ${f.loanNumber}. Property: ${f.propertyAddress}.`;

const EARLY_DISCLOSURE: DocumentDef = {
  key: 'heloc-early-disclosure',
  title: 'Home Equity Line of Credit Early Disclosure',
  pageText: (f) => [
    [
      parties(f),
      `Dated ${f.dated}.`,
      `Your offer: ${f.offer}. Initial draw: ${f.drawAmount}. Origination fee: ${f.originationFee}.`,
      'This disclosure contains important information about our home equity line of credit. You should read it carefully and keep a copy for your records.',
    ],
    [
      'Security interest: we will take a security interest in your home. You could lose your home if you do not meet the obligations in your agreement with us.',
      'Possible actions: we can terminate your line, require payment of the entire outstanding balance in one payment, and charge you certain fees if you engage in fraud or material misrepresentation, do not meet the repayment terms, or act in a way that adversely affects our security.',
      `Loan number ${f.loanNumber}. Sandbox document: not an offer of credit.`,
    ],
  ],
};

const PRIVACY_NOTICE: DocumentDef = {
  key: 'privacy-notice',
  title: 'Privacy Notice',
  pageText: (f) => [
    [
      parties(f),
      `What ${f.lender} does with your personal information: we collect your name, address, income and credit history to decide on your application and to service your line.`,
    ],
    [
      'We do not sell your information. You may limit sharing with our affiliates for marketing by contacting us.',
      `Loan number ${f.loanNumber}.`,
    ],
  ],
};

const AGREEMENT: DocumentDef = {
  key: 'heloc-agreement',
  title: 'Home Equity Line of Credit Agreement',
  pageText: (f) => [
    [
      parties(f),
      `Dated ${f.dated}.`,
      `Credit line: ${f.offer}.`,
      `Initial draw at closing: ${f.drawAmount}. Origination fee: ${f.originationFee}.`,
    ],
    [
      'Promise to pay: the borrower promises to repay all advances, interest and charges under this agreement.',
      'Interest is charged on the outstanding balance each day, using a 365.25-day year.',
    ],
    [
      'Signatures: by signing electronically, each signer agrees to the terms above.',
      `Signed for loan number ${f.loanNumber} by ${f.signerName ?? f.borrowerName}.`,
    ],
  ],
};

const DEED: DocumentDef = {
  key: 'deed-of-trust',
  title: 'Deed of Trust',
  pageText: (f) => [
    [
      parties(f),
      `Dated ${f.dated}.`,
      `This deed secures the line of credit (${f.offer}) on the property at ${f.propertyAddress}.`,
    ],
    [
      'Each owner of the property signs this deed before a notary.',
      `Signer: ${f.signerName ?? f.borrowerName}. Loan number ${f.loanNumber}.`,
    ],
  ],
};

const RIGHT_TO_CANCEL: DocumentDef = {
  key: 'right-to-cancel',
  title: 'Notice of Right to Cancel',
  pageText: (f) => [
    [
      parties(f),
      'You are entering into a transaction that will result in a security interest in your home. You have a legal right to cancel within three business days.',
    ],
    [
      'To cancel, tell us in writing before midnight of the third business day after signing.',
      `Loan number ${f.loanNumber}.`,
    ],
  ],
};

/** The borrower's statement that the line is mainly for a business purpose (fe-heloc-business-purpose). */
const BUSINESS_PURPOSE_CERTIFICATION: DocumentDef = {
  key: 'business-purpose-certification',
  title: 'Business Purpose Certification',
  pageText: (f) => [
    [
      parties(f),
      `Dated ${f.dated}.`,
      'You told us that you will use this line of credit mainly for a business, commercial or agricultural purpose, not for personal, family or household purposes.',
      'A line of credit for a business purpose is not a consumer credit transaction: some consumer disclosures and protections, such as those of the Truth in Lending Act, may not apply to it.',
    ],
    [
      'By accepting, you certify that this statement is true and that you will use the funds mainly for that purpose.',
      `Loan number ${f.loanNumber}. Sandbox document: not an offer of credit.`,
    ],
  ],
};

/** The borrower's sets, and the additional signer's (who signs what puts the home at stake). */
export const DOCUMENT_SETS: Record<DocumentSetName, readonly DocumentDef[]> = {
  disclosures: [EARLY_DISCLOSURE, PRIVACY_NOTICE],
  signing: [AGREEMENT, DEED, RIGHT_TO_CANCEL],
};

/**
 * The District of Columbia's recordation tax return, filed with the deed of trust when it is
 * recorded: signed with the closing documents for a DC home while the lender asks for it
 * (fe-heloc-dc-fp7).
 */
const DC_FP7: DocumentDef = {
  key: 'dc-fp7-recordation-tax-return',
  title: 'District of Columbia Form FP-7/C: Recordation Tax Return',
  pageText: (f) => [
    [
      parties(f),
      `Dated ${f.dated}.`,
      'This return is filed with the Recorder of Deeds of the District of Columbia when the deed of trust securing your line of credit is recorded.',
      `Instrument: deed of trust securing ${f.offer}.`,
    ],
    [
      'By signing, you declare that the facts in this return are true and complete to the best of your knowledge.',
      `Loan number ${f.loanNumber}. Sandbox document: not a filed return.`,
    ],
  ],
};

/** The flag under which a DC home's closing documents include Form FP-7/C. */
export const DC_FP7_FLAG = 'fe-heloc-dc-fp7';

/**
 * The borrower's sets for this application: a business-purpose line adds its certification to
 * the disclosures, and a District of Columbia home the recordation tax return to the closing
 * documents while the lender's flag asks for it (`flagOn`: the flag for the application's lender).
 */
export function borrowerDocumentSets(
  record: { businessPurpose?: boolean; property: { state: string } },
  flagOn: FlagOn,
): Record<DocumentSetName, readonly DocumentDef[]> {
  const disclosures =
    record.businessPurpose === true
      ? [...DOCUMENT_SETS.disclosures, BUSINESS_PURPOSE_CERTIFICATION]
      : DOCUMENT_SETS.disclosures;
  const signing =
    record.property.state === 'DC' && flagOn(DC_FP7_FLAG) ? [...DOCUMENT_SETS.signing, DC_FP7] : DOCUMENT_SETS.signing;
  return { disclosures, signing };
}

export const SIGNER_DOCUMENT_SETS: Record<DocumentSetName, readonly DocumentDef[]> = {
  disclosures: [PRIVACY_NOTICE],
  signing: [DEED, RIGHT_TO_CANCEL],
};

export function findDocument(
  sets: Record<DocumentSetName, readonly DocumentDef[]>,
  key: string,
): DocumentDef | undefined {
  return [...sets.disclosures, ...sets.signing].find((d) => d.key === key);
}
