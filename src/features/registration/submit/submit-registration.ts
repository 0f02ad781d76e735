import { getIdentity } from '@/api/get-identity';
import type { HttpClient } from '@/core/http/http-client';
import { HttpError, isSessionEnded } from '@/core/http/http-error';
import {
  isNotOfferedError,
  phoneToE164,
  type RegistrationData,
  type SmsConsentAnswer,
  type SubmitStage,
} from '@/core/registration';
import { wholesaleLoginPath } from '@/core/registration/wholesale-login';
import { applicationScreenPath, resolveStatusRoute } from '@/core/status/resolve-status-route';
import { fromApplication } from '@/core/status/status-context';
import type { HelocApplication } from '@/generated/types/heloc-application';
import type { HelocCreateRequest } from '@/generated/types/heloc-create-request';
import { createHeloc } from '../api/create-heloc';
import { getAbilityToStart } from '../api/get-ability-to-start';
import { getConsentPrompt } from '../api/get-consent-prompt';
import { postCommsConsent } from '../api/post-comms-consent';
import { putFullStoryLink } from '../api/put-full-story-link';
import { putProfileName } from '../api/put-profile-name';
import { registerIdentity } from '../api/register-identity';
import { givenConsent, type ConsentVersions } from '@/core/registration/consent-words';
import { attemptFor, type KeptAttempt } from '@/core/http/idempotency';
import { isTransient, retry } from '@/core/http/retry';
import { getApplicationConsentTypes } from '@/api/get-application-consent-types';
import { getProfileConsentTypes } from '../api/get-consent-types';
import {
  buildHelocRequest,
  CREATE_CONSENT_TYPES,
  legalName,
  registerBody,
  type CreateConsents,
  type SubmitExtras,
} from '@/core/registration/request-bodies';
import type { RegistrationCall } from '@/core/registration/refused-answer';
import type { SubmitOutcome } from '@/core/registration/journey-events';
import { answerRefusedBy, ensureAccepted, firstRefusedAnswer, RefusedAnswer } from './refused-answers';

export type { SubmitOutcome };

export interface SubmitInput {
  data: RegistrationData;
  orgCode: string;
  /** The brand's wholesale channel (manifest wholesaleCounterpartOrg), if it has one. */
  wholesaleOrg?: string | undefined;
  signedIn: boolean;
  /** The lender's sign-in (manifest authMode): with the identity provider the account is made without a password. */
  authMode?: 'password' | 'identity-provider' | undefined;
  extras: SubmitExtras;
  /** The SMS checkboxes the form showed and their answers (core smsConsentAnswers); a hidden one is not sent. */
  smsConsents: readonly SmsConsentAnswer[];
  /** Brand values the consent words were drawn with (brandTemplateValues). */
  wordValues: Readonly<Record<string, string>>;
  /** The page the consents were given on (its path). */
  page: string;
  /**
   * The idempotency key of the create kept by the caller where a reload of the step finds it
   * (core attemptFor: the same key for the same request, a new one for changed answers).
   * Without it the create is sent once and not retried.
   */
  attempt?: { kept: KeptAttempt | undefined; keep: (attempt: KeptAttempt) => void };
  /** How retries wait (tests: at once); the retry helper's own timer by default. */
  retryWait?: (ms: number) => Promise<void>;
  /** The address of this browser session's recording, once there is one (sent once the application exists). */
  sessionLink?: (() => string | null) | undefined;
  /** Called as each stage of the pipeline starts, for the processing modal (core processingView). */
  onStage?: (stage: SubmitStage) => void;
}

/**
 * Account creation (borrower-journey.md sections 7 and 8): identity registration, identity fetch
 * with the returned jwt (the HTTP client stores it), the SMS consents, then the application,
 * routed by its status. Every failure the catalogue names becomes an outcome, never a throw.
 */
export async function submitRegistration(http: HttpClient, input: SubmitInput): Promise<SubmitOutcome> {
  const { data } = input;
  // A body the contract refuses is never sent: nor is any before it, so no account is made for it.
  const refused = firstRefusedAnswer(data, input);
  if (refused) return { kind: 'refused', answer: refused };
  if (!input.signedIn) {
    input.onStage?.('account');
    try {
      await registerIdentity(http, input.orgCode, ensureAccepted('register', registerBody(data, input.authMode)));
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) return { kind: 'account-exists' };
      return refusal('register', error) ?? { kind: 'failed' };
    }
    try {
      await getIdentity(http);
    } catch {
      // 'identity exists': the register call answered but the new identity cannot be read.
      return { kind: 'account-exists' };
    }
  }
  let versions: ConsentVersions;
  try {
    const ability = await retry(() => getAbilityToStart(http));
    const wholesaleLogin = wholesaleLoginPath(ability, input.wholesaleOrg);
    if (wholesaleLogin) return { kind: 'wholesale-login', href: wholesaleLogin };
    // Blocked when the search says so, or when it lists this lender among those where an
    // application of this email is active (borrower-journey section 7).
    if (!ability.canStartApplication || ability.organizationsWithActiveApplication.includes(input.orgCode)) {
      const active = ability.activeApplication;
      const modal = active?.isInquiry
        ? 'activeApplicationInquiry'
        : active?.receivedHelocWithin45Days
          ? 'recentHeloc'
          : 'activeApplication';
      return { kind: 'active-application', modal, applicationUuid: active?.uuid };
    }
    versions = await consentVersions(http);
    await recordSmsConsents(http, input, versions);
  } catch (error) {
    return isSessionEnded(error) ? { kind: 'session-ended' } : { kind: 'failed' };
  }
  input.onStage?.('application');
  let application: HelocApplication;
  let call: RegistrationCall = 'profile-name';
  try {
    // A signed-in borrower's profile keeps the name it was made with: the legal name given on
    // this registration (as on the government ID) replaces it before the application is made.
    if (input.signedIn) await putProfileName(http, ensureAccepted(call, legalName(data)));
    call = 'create';
    const state = data.propertyAddress?.state ?? '';
    const request = ensureAccepted(call, buildHelocRequest(data, input.extras, createConsents(input, versions)));
    // One key for this request, kept by the caller across a reload: a retry after a blip (503, a
    // timeout, a dropped connection) or a second click gets the same application, never a second.
    const key = input.attempt && keyFor(input.attempt, request);
    application = await retry(() => createHeloc(http, state, request, key), {
      retryable: (error) => key !== undefined && isTransient(error),
      ...(input.retryWait && { sleep: input.retryWait }),
    });
  } catch (error) {
    if (error instanceof HttpError && isNotOfferedError(error.message))
      return { kind: 'not-offered', message: error.message };
    return refusal(call, error) ?? (isSessionEnded(error) ? { kind: 'session-ended' } : { kind: 'failed' });
  }
  input.onStage?.('routing');
  const link = input.sessionLink?.();
  // The recording link helps whoever reviews the application; its failure must not stop the borrower.
  if (link) await putFullStoryLink(http, application.uuid, { link }).catch(() => undefined);
  const { status, context } = fromApplication(application, '/account/heloc/register-v2');
  const route = resolveStatusRoute(status, context);
  return {
    kind: 'routed',
    path: applicationScreenPath(application.uuid, route.path),
    state: route.state,
    applicationUuid: application.uuid,
  };
}

/** An answer the contract refuses, found before sending or named by the back end's 400. */
function refusal(request: RegistrationCall, error: unknown): SubmitOutcome | null {
  const answer = error instanceof RefusedAnswer ? error.answer : answerRefusedBy(request, error);
  return answer ? { kind: 'refused', answer } : null;
}

function keyFor({ kept, keep }: NonNullable<SubmitInput['attempt']>, request: HelocCreateRequest): string {
  const attempt = attemptFor(kept, request, () => crypto.randomUUID());
  if (attempt !== kept) keep(attempt);
  return attempt.key;
}

/** Both consent-types lists (reads, safe to repeat: retried). */
async function consentVersions(http: HttpClient): Promise<ConsentVersions> {
  const [profile, application] = await Promise.all([
    retry(() => getProfileConsentTypes(http)),
    retry(() => getApplicationConsentTypes(http)),
  ]);
  return { profile, application };
}

function createConsents({ wordValues, page }: SubmitInput, versions: ConsentVersions): CreateConsents {
  const given = (type: string) => givenConsent(type, versions, wordValues, page);
  return { list: CREATE_CONSENT_TYPES.list.map(given), softCredit: given(CREATE_CONSENT_TYPES.softCredit) };
}

/** Only the SMS checkboxes the form showed are sent (none shown: no call), each with its evidence. */
async function recordSmsConsents(
  http: HttpClient,
  { data, orgCode, smsConsents, wordValues, page }: SubmitInput,
  versions: ConsentVersions,
): Promise<void> {
  if (smsConsents.length === 0) return;
  const evidence = (type: SmsConsentAnswer['consentType']) => {
    const { version, text } = givenConsent(type, versions, wordValues, page);
    return { version, text, page };
  };
  const prompts = await Promise.all(smsConsents.map((c) => retry(() => getConsentPrompt(http, c.consentType))));
  await postCommsConsent(http, {
    org: orgCode,
    source: 'HELOC_REGISTRATION',
    productType: 'HELOC',
    phone: phoneToE164(data.phoneNumber ?? ''),
    email: data.email ?? '',
    consents: smsConsents.map((c, i) => ({
      consentPromptUuid: prompts[i]!.uuid,
      optInOut: c.optIn ? ('OPT_IN' as const) : ('OPT_OUT' as const),
      consentType: c.consentType,
      ...evidence(c.consentType),
    })),
  });
}
