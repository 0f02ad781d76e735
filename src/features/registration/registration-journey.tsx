import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import { landingHandover, mergeHandover } from '@/core/prefill/landing-handover';
import { applyValues } from '@/core/prefill/prefill-values';
import { fillTemplate } from '@/core/text/template';
import {
  answersOnPath,
  continueTo,
  guardRedirect,
  legacyStepsToShow,
  markPrefilled,
  modalLinkValues,
  modalView,
  nextStep,
  previousStep,
  productRegisterPath,
  registrationCopy,
  smsConsentAnswers,
  type SubmitStage,
  softCreditConsent,
  stepByKey,
  stepUrl,
  SUBMIT,
  type FlagState,
  type RegistrationData,
  type RegistrationProduct,
} from '@/core/registration';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { LazyBlockingModal } from './lazy-blocking-modal';
import { LANDING_PARAMS } from './prefill/landing-params';
import { checkReferrer } from './referral/check-referrer';
import { clearRegistrationAtom, registrationDataAtom } from './state/registration-atoms';
import { journeyOriginAtom, refusalAtom } from './state/journey-atoms';
import { useRegistrationContext } from './registration-context';
import { StepPage } from './step-page';

/** The processing-data modal: its own chunk, fetched when a submit starts, so the first step loads without it. */
const ProcessingModal = lazy(() => import('./processing-modal'));
import type { SubmitOutcome } from './submit/submit-registration';
import type { PropertyEligibility } from '@/core/registration/property-eligibility';

/** Account and application creation: only the last step needs it, so it is not part of the first load. */
const loadSubmit = () => import('./submit/submit-registration');
/** The lender's eligibility calls, on the property step's Continue; the waitlist only when offered. */
const loadEligibility = () => import('./api/property-eligibility');
const WaitlistPanel = lazy(() => import('./waitlist-panel'));

/** The step whose answers the eligibility calls check: the one that asks for the property address. */
const PROPERTY_STEP = 'property';

type Ineligible = Exclude<PropertyEligibility, { kind: 'eligible' }>;

export const NOT_ACCEPTING_PATH = '/account/heloc/not-accepting-apps';

export interface RegistrationJourneyProps {
  stepKey: string;
  /** The older /register?step= path (and each product's /account/{product}/register): same steps, legacy URLs. */
  legacy: boolean;
  flags: Record<string, FlagState>;
  signedIn: boolean;
  product: RegistrationProduct;
  /** The session ended mid-journey (401/403 at submit): the app forgets it and asks to sign in again; the draft stays. */
  onSessionEnded: () => void;
  /** The address of this browser session's recording (the composition root knows the telemetry session). */
  sessionLink?: () => string | null;
}

function withOrg(path: string, search: string): string {
  const org = new URLSearchParams(search).get('org');
  return org ? `${path}${path.includes('?') ? '&' : '?'}org=${encodeURIComponent(org)}` : path;
}

export function RegistrationJourney({
  stepKey,
  legacy,
  flags,
  signedIn,
  product,
  onSessionEnded,
  sessionLink,
}: RegistrationJourneyProps) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const brand = useBrand();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [data, setData] = useAtom(registrationDataAtom);
  const [origin, setOrigin] = useAtom(journeyOriginAtom);
  const clearRegistration = useSetAtom(clearRegistrationAtom);
  const [submitting, setSubmitting] = useState(false);
  const [stage, setStage] = useState<SubmitStage>('account');
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  // What the borrower sent the last step with: a modal the answer opens gives focus back to it.
  const [sentFrom, setSentFrom] = useState<HTMLElement | null>(null);
  const [done, setDone] = useState<Extract<SubmitOutcome, { kind: 'routed' }> | null>(null);
  const [ineligible, setIneligible] = useState<Ineligible | null>(null);
  // An answer the lender's contract refuses: the step that asks for it says what to fix.
  const [refusal, setRefusal] = useAtom(refusalAtom);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const processing = submitting && stepKey !== PROPERTY_STEP;
  // Mounted from the submit's start until the modal has had its minimum time (it says when).
  const [processingShown, setProcessingShown] = useState(false);
  useEffect(() => {
    if (processing) setProcessingShown(true);
  }, [processing]);
  const landing = LANDING_PARAMS.some((p) => new URLSearchParams(location.search).has(p));
  const settled = origin !== null && !landing;
  // A plain arrival (no landing parameters, no loan officer required, not signed in) has nothing
  // to wait for: the step draws at once (so a prerendered one is adopted) while the origin is kept.
  const ready = settled || (!landing && !signedIn && !brand.referral.loanOfficerRequired);
  const ctx = useRegistrationContext(data, {
    flags,
    licensedStates: origin?.licensedStates ?? null,
    signedIn,
    product,
  });

  // First arrival: referrer gating and every prefill source, then a clean URL. Once per landing
  // URL; the data it merges into is read at that moment.
  const arrive = useEffectEvent(async (cancelled: () => boolean) => {
    if (done) return;
    const params = new URLSearchParams(location.search);
    const referrer = await checkReferrer(
      http,
      {
        referrer: params.get('referrer') ?? origin?.referrerId ?? null,
        required: brand.referral.loanOfficerRequired,
      },
      (uuid) =>
        import('@/api/get-loan-originator').then(({ loanOriginatorQuery }) =>
          queryClient.fetchQuery(loanOriginatorQuery(http, uuid, brand.orgCode)),
        ),
    );
    if (cancelled()) return;
    if (referrer.kind === 'blocked')
      return void navigate(withOrg(NOT_ACCEPTING_PATH, location.search), { replace: true });
    const [prefill, referral] = await Promise.all([
      data.isPrepopComplete || !(signedIn || landing)
        ? { values: [], affiliate: null }
        : import('./prefill/prefill-sources').then((m) => m.collectPrefill(http, location.search, signedIn)),
      params.has('referralId')
        ? import('./referral/check-referral').then((m) => m.checkReferral(http, params.get('referralId')))
        : null,
    ]);
    // The referral's own address first: a fuller source (the wholesale lead) overrides it.
    const values = [
      ...(referral?.email && !data.isPrepopComplete ? [{ field: '/email', value: referral.email }] : []),
      ...prefill.values,
    ];
    if (cancelled()) return;
    setOrigin({
      referrerId: referrer.referrerId,
      licensedStates: referrer.licensedStates,
      referralId: referral ? referral.referralId : (origin?.referralId ?? null),
      offerCode: params.get('offerCode') ?? origin?.offerCode ?? null,
      handover: mergeHandover(origin?.handover, landingHandover(location.search)),
      affiliate: prefill.affiliate ?? origin?.affiliate ?? null,
      visitorId: origin?.visitorId ?? crypto.randomUUID(),
    });
    if (values.length) setData({ ...markPrefilled(applyValues(data, values), values), isPrepopComplete: true });
    // A clean URL when the landing link left parameters in it; a plain arrival stays where it is
    // (it may already be on its way to the step a guard sends it to).
    if (!landing) return;
    for (const p of LANDING_PARAMS) params.delete(p);
    const rest = params.toString();
    void navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  });
  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    void arrive(() => cancelled);
    return () => {
      cancelled = true;
    };
  }, [settled, location.search]);

  // The account exists now: forget the draft once the application screen is on its way.
  useEffect(() => {
    if (!done) return;
    clearRegistration();
    setOrigin(null);
  }, [done, clearRegistration, setOrigin]);

  if (done) return <Navigate to={done.path} replace state={done.state} />;
  if (!ready) return <p role="status">{registrationCopy.processing.messages[0]!.text}</p>;
  const urlFor = (key: string) =>
    withOrg(
      legacy ? `${productRegisterPath(product)}?step=${stepByKey(key).legacyStep}` : stepUrl(key),
      location.search,
    );
  // On the older path several steps share one ?step= value: the history entry names the step.
  const stateFor = (key: string) => (legacy ? { registrationStep: key } : undefined);
  const guard = guardRedirect(stepKey, ctx);
  if (guard) return <Navigate to={urlFor(guard)} state={stateFor(guard)} replace />;

  const onContinue = async (answers: RegistrationData) => {
    setData(answers);
    setRefusal(null);
    const property = answers.propertyAddress;
    if (stepKey === PROPERTY_STEP && property?.state && property.zip) {
      setSubmitting(true);
      const verdict = await loadEligibility()
        .then(({ checkPropertyEligibility }) =>
          checkPropertyEligibility(http, brand.orgCode, { state: property.state!, zip: property.zip! }),
        )
        .catch((): PropertyEligibility => ({ kind: 'eligible' }));
      setSubmitting(false);
      setWaitlistOpen(false);
      if (verdict.kind !== 'eligible') return setIneligible(verdict);
      setIneligible(null);
    }
    const next = continueTo(stepKey, { ...ctx, data: answers });
    if (next !== SUBMIT) {
      const upcoming = legacy ? skipLegacy(next, answers) : next;
      const target = upcoming === SUBMIT ? stepKey : upcoming;
      return void navigate(urlFor(target), { state: stateFor(target) });
    }
    setStage(signedIn ? 'application' : 'account');
    setSentFrom(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setSubmitting(true);
    const { submitRegistration } = await loadSubmit().catch(() => ({ submitRegistration: null }));
    if (!submitRegistration) {
      setSubmitting(false);
      return void navigate('/dashboard');
    }
    const result = await submitRegistration(http, {
      // A kept answer of a step this path no longer visits (its flag since turned off) is not sent.
      data: answersOnPath({ ...ctx, data: answers }),
      orgCode: brand.orgCode,
      wholesaleOrg: brand.wholesaleCounterpartOrg,
      signedIn,
      authMode: ctx.authMode,
      wordValues: brandTemplateValues(brand),
      page: location.pathname,
      extras: {
        referrerId: origin?.referrerId,
        referralId: origin?.referralId,
        offerCode: origin?.offerCode,
        handover: origin?.handover,
        affiliate: origin?.affiliate ?? null,
        visitorId: origin?.visitorId,
        registration: legacy ? 'register' : 'register-v2',
        product,
        softCreditConsent: softCreditConsent({ ...ctx, data: answers }),
      },
      smsConsents: smsConsentAnswers({ ...ctx, data: answers }),
      attempt: {
        kept: origin?.submitAttempt,
        keep: (submitAttempt) => setOrigin((kept) => (kept ? { ...kept, submitAttempt } : kept)),
      },
      onStage: setStage,
      sessionLink,
    });
    setSubmitting(false);
    if (result.kind === 'routed') return setDone(result);
    if (result.kind === 'failed') return void navigate('/dashboard');
    if (result.kind === 'refused') {
      // Loaded with the refusal (the submit's chunk already fetched it), never with the first step.
      const { refusalAt } = await import('@/core/registration/refused-answer');
      const at = refusalAt(result.answer, { ...ctx, data: answers });
      // Never without a message: an answer no step on the path asks for is the catalogue's failure.
      if (!at) return void navigate('/dashboard');
      setRefusal(at);
      return at.step === stepKey ? undefined : void navigate(urlFor(at.step), { state: stateFor(at.step) });
    }
    if (result.kind === 'session-ended') return onSessionEnded();
    // Another brand: a full page load, as each page load serves one brand.
    if (result.kind === 'wholesale-login') return window.location.assign(result.href);
    setOutcome(result);
  };

  // The older path walks the legacy steps, skipping contact-info when email and phone are known.
  function skipLegacy(key: string, answers: RegistrationData): string {
    const shown = legacyStepsToShow({ ...ctx, data: answers });
    let current = key;
    while (current !== SUBMIT && !shown.includes(stepByKey(current).legacyStep ?? ''))
      current = nextStep(current, { ...ctx, data: answers });
    return current;
  }

  const values = brandTemplateValues(brand);
  const back = previousStep(stepKey, ctx);
  const eligibilityWords = registrationCopy.eligibility;
  const ineligibleValues = ineligible ? { ...values, ...ineligible } : values;
  const notice =
    outcome?.kind === 'not-offered'
      ? {
          title: registrationCopy.notOffered.title,
          body: `${outcome.message} ${fillTemplate(registrationCopy.notOffered.help, values)}`,
        }
      : ineligible && stepKey === PROPERTY_STEP
        ? {
            title: fillTemplate(
              ineligible.kind === 'state-not-served'
                ? eligibilityWords.stateNotServed.title
                : eligibilityWords.zipNotEligible.title,
              ineligibleValues,
            ),
            body: fillTemplate(
              ineligible.kind === 'state-not-served'
                ? eligibilityWords.stateNotServed.body
                : eligibilityWords.zipNotEligible.body,
              ineligibleValues,
            ),
          }
        : null;
  const property = data.propertyAddress;
  const modalKey =
    outcome?.kind === 'account-exists'
      ? 'accountExists'
      : outcome?.kind === 'active-application'
        ? outcome.modal
        : null;
  const links = {
    ...modalLinkValues(brand, stepUrl(stepKey), product),
    applicationUuid: outcome?.kind === 'active-application' ? outcome.applicationUuid : undefined,
  };
  const modal = modalKey ? modalView(modalKey, values, links) : null;
  return (
    <>
      <StepPage
        stepKey={stepKey}
        ctx={ctx}
        backTo={back ? { to: urlFor(back), state: stateFor(back) } : null}
        submitting={submitting}
        notice={notice}
        refused={refusal?.step === stepKey ? refusal.error : null}
        onChange={setData}
        onContinue={(d) => void onContinue(d)}
      />
      {ineligible?.kind === 'state-not-served' && stepKey === PROPERTY_STEP && property && (
        <div className="waitlist-offer">
          {!waitlistOpen && (
            <button type="button" onClick={() => setWaitlistOpen(true)}>
              {eligibilityWords.stateNotServed.action}
            </button>
          )}
          {waitlistOpen && (
            <Suspense fallback={<p role="status">{registrationCopy.processing.messages[0]!.text}</p>}>
              <WaitlistPanel
                http={http}
                property={{
                  street1: property.street1 ?? '',
                  street2: property.street2 ?? undefined,
                  city: property.city ?? '',
                  state: property.state ?? '',
                  zip: property.zip ?? '',
                }}
                stateName={ineligible.stateName}
                page={location.pathname}
                known={{ firstName: data.name?.firstName, lastName: data.name?.lastName, email: data.email }}
              />
            </Suspense>
          )}
        </div>
      )}
      {processingShown && (
        <Suspense>
          <ProcessingModal working={processing} stage={stage} onClosed={() => setProcessingShown(false)} />
        </Suspense>
      )}
      {modal && <LazyBlockingModal {...modal} onDismiss={() => setOutcome(null)} returnFocusTo={sentFrom} />}
    </>
  );
}
