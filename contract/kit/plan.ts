import type { Vars } from './placeholders';

/**
 * How the kit reaches state through the contract's own operations: the calls it makes first,
 * in order, and what each valid answer gives the calls after it (the placeholders' values).
 * Every other operation runs after these, the application's tasks as its status allows, and
 * logout (it ends the session) last.
 */

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read by their schemas' field names

export interface Capture {
  operationId: string;
  /** A query or body that replaces the example's, for a second call of the same operation. */
  query?: Record<string, string>;
  body?: unknown;
  /** True: a call only to learn state, not a row of the table. */
  stateOnly?: boolean;
  take(answer: Json, sent: Json): Vars;
}

const first = (list: Json): Json => (Array.isArray(list) ? list[0] : undefined);

/** What getApplication gives the tasks. */
export const fromApplication = (app: Json): Vars => {
  const offer = first(app?.offers?.offers);
  return {
    offerId: offer?.id,
    drawAmount: offer ? Math.ceil(Number(offer.minDraw)) : undefined,
    liens: Array.isArray(app?.liens) ? app.liens.map((l: Json) => ({ id: l.id, payOff: false })) : undefined,
  };
};

/** Each consent's current version, as `<camelCaseType>Version`: TERMS_OF_USE gives termsOfUseVersion. */
export const consentVersions = (list: Json): Vars =>
  Object.fromEntries(
    (list as { type: string; version: number }[]).map((c) => [
      `${c.type.toLowerCase().replace(/_([a-z])/g, (_, l: string) => l.toUpperCase())}Version`,
      c.version,
    ]),
  );

export const SETUP: Capture[] = [
  { operationId: 'registerIdentity', take: (a, sent) => ({ jwt: a.jwt, email: sent.email }) },
  { operationId: 'getIdentity', take: (a) => ({ identityUuid: a.uuid }) },
  { operationId: 'getApplicationConsentTypes', take: consentVersions },
  { operationId: 'getProfileConsentTypes', take: consentVersions },
  { operationId: 'createHeloc', take: (a) => ({ applicationUuid: a.uuid, ...fromApplication(a) }) },
  { operationId: 'getApplication', take: fromApplication },
  { operationId: 'getStatus', take: (a) => ({ applicationStatus: a.status }) },
  { operationId: 'uploadDocument', take: (a) => ({ documentUuid: a.uuid }) },
  {
    operationId: 'uploadDocument',
    body: { documentType: 'INSURANCE_DECLARATIONS' },
    stateOnly: true,
    take: (a) => ({ insuranceDocumentUuid: a.uuid }),
  },
  {
    operationId: 'getDocumentSet',
    take: (a) => ({
      disclosureKeys: a.documents.map((d: Json) => d.key),
      documentFile: `${first(a.documents)?.key}.pdf`,
    }),
  },
  {
    operationId: 'getDocumentSet',
    query: { set: 'signing', orgCode: '{{org}}' },
    stateOnly: true,
    take: (a) => ({ signingKeys: a.documents.length > 0 ? a.documents.map((d: Json) => d.key) : undefined }),
  },
  { operationId: 'getNotarySlots', take: (a) => ({ slotId: first(a.slots)?.id }) },
  { operationId: 'getConditions', take: (a) => ({ conditionUuid: (a as Json[]).find((c) => c.actionNeeded)?.uuid }) },
  {
    operationId: 'getConsentPrompt',
    take: (a) => ({ consentPromptUuid: a.uuid, consentPromptVersion: a.version ?? 1 }),
  },
  { operationId: 'startTelemetrySession', take: (a) => ({ sessionKey: a.sessionKey, sessionUuid: a.sessionKey.uuid }) },
  {
    operationId: 'initWebChat',
    take: (a) => ({ chatToken: a.token, conversationId: a.conversationSid, omniProxyChannelId: a.omniProxyChannelId }),
  },
  { operationId: 'authenticateChat', take: (a) => ({ nonce: a.nonce }) },
  { operationId: 'chatWithAutobot', take: (a) => ({ questionId: a.questionId, botReply: a.responseStr }) },
  {
    operationId: 'sendChatFiles',
    take: (a) => {
      const url = String(first(a.attachments)?.url ?? '');
      return { chatFileName: decodeURIComponent(url.slice(url.lastIndexOf('/') + 1)) || undefined };
    },
  },
];

/** Run after every other operation: each ends or replaces what the others use. */
export const LAST = ['refreshChatToken', 'refreshChatNonce', 'logout'];

/** Statuses in which no task is open. */
export const CLOSED_STATUSES = ['DECLINED', 'CANCELLED', 'COMPLETE'];

/**
 * Operations the kit cannot reach through the contract whatever the back end: the reason is
 * said in their row.
 */
export function unreachable(needs: readonly string[]): string | undefined {
  if (needs.includes('signer')) {
    return 'needs a signed-in additional signer, whose invitation goes by email: no contract operation answers it';
  }
  return undefined;
}
