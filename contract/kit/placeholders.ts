import { randomUUID } from 'node:crypto';

/**
 * The placeholders an operation's example may hold ("{{applicationUuid}}"): each says where
 * its value comes from, and carries a sample that makes the example valid for the check that
 * every example validates against its schema. contract/README.md lists them for lenders.
 */
export type Vars = Record<string, unknown>;

interface Placeholder {
  /** Where the run takes it from; said in a 'not checked' row when the run has none. */
  source: string;
  sample: unknown;
}

const UUID = '00000000-0000-4000-8000-000000000000';
const FROM = (what: string): string => `the answer of ${what}`;

export const PLACEHOLDERS: Record<string, Placeholder> = {
  org: { source: 'the lender (--org)', sample: 'MERIDIAN' },
  department: { source: 'an operating-hours department (--var department=...)', sample: 'OPS_CHAT' },
  password: { source: 'the kit (a password that meets every rule)', sample: 'Kit-Contract-Pass1!' },
  uniqueEmail: { source: 'the kit (a fresh address each time)', sample: 'kit@example.com' },
  newUuid: { source: 'the kit (a fresh uuid each time)', sample: UUID },
  email: { source: FROM('registerIdentity (the address it registered)'), sample: 'kit@example.com' },
  identityUuid: { source: FROM('getIdentity'), sample: UUID },
  applicationUuid: { source: FROM('createHeloc'), sample: UUID },
  applicationStatus: { source: FROM('getStatus'), sample: 'OFFER_SELECTION' },
  offerId: { source: FROM('getApplication (its first offer)'), sample: 'offer-1' },
  drawAmount: { source: FROM("getApplication (the first offer's minimum draw)"), sample: 50000 },
  liens: { source: FROM('getApplication (each lien, not paid off)'), sample: [{ id: 'lien-1', payOff: false }] },
  documentUuid: { source: FROM('uploadDocument'), sample: UUID },
  insuranceDocumentUuid: { source: FROM('uploadDocument (documentType INSURANCE_DECLARATIONS)'), sample: UUID },
  documentFile: { source: FROM('getDocumentSet (its first document)'), sample: 'closing-disclosure.pdf' },
  disclosureKeys: { source: FROM('getDocumentSet (set=disclosures)'), sample: ['closing-disclosure'] },
  signingKeys: { source: FROM('getDocumentSet (set=signing)'), sample: ['heloc-agreement'] },
  slotId: { source: FROM('getNotarySlots'), sample: 'slot-1' },
  conditionUuid: { source: FROM('getConditions (an open condition)'), sample: UUID },
  consentPromptUuid: { source: FROM('getConsentPrompt'), sample: UUID },
  termsOfUseVersion: { source: FROM('getApplicationConsentTypes'), sample: 1 },
  privacyPolicyVersion: { source: FROM('getApplicationConsentTypes'), sample: 1 },
  eCommunicationsVersion: { source: FROM('getApplicationConsentTypes'), sample: 1 },
  softCreditVersion: { source: FROM('getApplicationConsentTypes'), sample: 1 },
  hardCreditVersion: { source: FROM('getApplicationConsentTypes'), sample: 1 },
  smsVersion: { source: FROM('getProfileConsentTypes'), sample: 1 },
  sessionKey: { source: FROM('startTelemetrySession'), sample: { uuid: UUID, epoch: 0, trackerUuid: UUID } },
  sessionUuid: { source: FROM('startTelemetrySession'), sample: UUID },
  chatToken: { source: FROM('initWebChat'), sample: 'chat-token' },
  conversationId: { source: FROM('initWebChat'), sample: 'conversation-1' },
  omniProxyChannelId: { source: FROM('initWebChat'), sample: 'channel-1' },
  nonce: { source: FROM('authenticateChat'), sample: 'nonce-1' },
  questionId: { source: FROM('chatWithAutobot'), sample: 'question-1' },
  botReply: { source: FROM('chatWithAutobot'), sample: 'A reply.' },
  chatFileName: { source: FROM('sendChatFiles'), sample: 'statement.pdf' },
  resumeToken: {
    source: "an additional signer's invitation, sent by email (--var resumeToken=...)",
    sample: 'a'.repeat(32),
  },
  loginCode: {
    source: "the authentication provider's sign-in page, handed to the app's /auth/callback (--var loginCode=...)",
    sample: 'c'.repeat(32),
  },
  loginState: {
    source: 'the state the hosted sign-in was started with (--var loginState=...)',
    sample: 's'.repeat(32),
  },
  offerCode: { source: 'a direct-mail offer code the back end knows (--var offerCode=...)', sample: 'CAHOME25' },
  affiliateId: { source: 'an affiliate the back end knows (--var affiliateId=...)', sample: 'partner' },
  affiliateToken: { source: "an affiliate's pre-fill token (--var affiliateToken=...)", sample: 'token-1' },
  referralUuid: { source: 'a referral the back end knows (--var referralUuid=...)', sample: UUID },
  loanOriginatorUuid: { source: 'a loan originator the back end knows (--var loanOriginatorUuid=...)', sample: UUID },
};

/** Values made fresh at each use rather than read from the run. */
const FRESH: Record<string, () => unknown> = {
  newUuid: () => randomUUID(),
  uniqueEmail: () => `kit-${randomUUID().slice(0, 8)}@example.com`,
};

const WHOLE = /^\{\{([A-Za-z]+)\}\}$/;
const INSIDE = /\{\{([A-Za-z]+)\}\}/g;

export interface Filled {
  value: unknown;
  /** Placeholders the run has no value for, in order of first use. */
  missing: string[];
}

/** The value with every placeholder filled: a whole-string placeholder takes the value's own type. */
export function fillPlaceholders(value: unknown, vars: Vars): Filled {
  const missing: string[] = [];
  const lookup = (name: string): unknown => {
    const fresh = FRESH[name];
    if (fresh) return fresh();
    if (vars[name] === undefined && !missing.includes(name)) missing.push(name);
    return vars[name];
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = WHOLE.exec(v);
      if (whole) return lookup(whole[1]!);
      return v.replace(INSIDE, (_, name: string) => String(lookup(name) ?? ''));
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value), missing };
}
