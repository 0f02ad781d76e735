import type { HttpClient } from '@/core/http/http-client';
import type { JourneyEffect, JourneyEvent } from '@/core/registration/journey-events';
import type { PropertyEligibility } from '@/core/registration/property-eligibility';
import type { Refusal } from '@/core/registration/refused-answer';
import type { RegistrationData } from '@/core/registration';
import { brandTemplateValues, type Brand } from '@/renderer/brand/brand-context';
import type { JourneyOrigin } from './state/journey-atoms';

/** Account and application creation: only the last step needs it, so it is not part of the first load. */
const loadSubmit = () => import('./submit/submit-registration');
/** The lender's eligibility calls, on the property step's Continue. */
const loadEligibility = () => import('./api/property-eligibility');

/** What the effects reach: the calls, the router, the kept draft and origin, and the page. */
export interface JourneyEdges {
  http: HttpClient;
  brand: Brand;
  origin: JourneyOrigin | null;
  page: string;
  sessionLink: (() => string | null) | undefined;
  goToStep: (step: string) => void;
  goTo: (path: string) => void;
  setData: (data: RegistrationData) => void;
  setRefusal: (refusal: Refusal | null) => void;
  setOrigin: (update: (kept: JourneyOrigin | null) => JourneyOrigin | null) => void;
  clearRegistration: () => void;
  setSentFrom: (element: HTMLElement | null) => void;
  onSessionEnded: () => void;
  /** An event heard while an effect runs (the submit's stages). */
  dispatch: (event: JourneyEvent) => void;
}

type Submit = Extract<JourneyEffect, { type: 'submit' }>;

async function submit(edges: JourneyEdges, { at, request }: Submit): Promise<JourneyEvent> {
  const { submitRegistration } = await loadSubmit().catch(() => ({ submitRegistration: null }));
  if (!submitRegistration) return { type: 'submit-unavailable' };
  const { http, brand, origin } = edges;
  const outcome = await submitRegistration(http, {
    data: request.data,
    orgCode: brand.orgCode,
    wholesaleOrg: brand.wholesaleCounterpartOrg,
    signedIn: at.ctx.signedIn,
    authMode: request.authMode,
    wordValues: brandTemplateValues(brand),
    page: edges.page,
    extras: {
      referrerId: origin?.referrerId,
      referralId: origin?.referralId,
      offerCode: origin?.offerCode,
      handover: origin?.handover,
      affiliate: origin?.affiliate ?? null,
      visitorId: origin?.visitorId,
      registration: request.registration,
      product: at.ctx.product,
      softCreditConsent: request.softCreditConsent,
    },
    smsConsents: request.smsConsents,
    attempt: {
      kept: origin?.submitAttempt,
      keep: (submitAttempt) => edges.setOrigin((kept) => (kept ? { ...kept, submitAttempt } : kept)),
    },
    onStage: (stage) => edges.dispatch({ type: 'stage', stage }),
    sessionLink: edges.sessionLink,
  });
  return { type: 'submitted', at, outcome };
}

/** Runs an effect of the journey (core journey.ts); resolves with the event it answers, if any. */
export function journeyEffects(edges: JourneyEdges) {
  return async (effect: JourneyEffect): Promise<JourneyEvent | null> => {
    switch (effect.type) {
      case 'store-answers':
        edges.setData(effect.answers);
        return null;
      case 'set-refusal':
        edges.setRefusal(effect.refusal);
        return null;
      case 'check-eligibility': {
        const verdict = await loadEligibility()
          .then(({ checkPropertyEligibility }) =>
            checkPropertyEligibility(edges.http, edges.brand.orgCode, effect.property),
          )
          // A failed check rules nothing out: the create call checks again.
          .catch((): PropertyEligibility => ({ kind: 'eligible' }));
        return { type: 'eligibility-checked', at: effect.at, verdict };
      }
      case 'go-to-step':
        edges.goToStep(effect.step);
        return null;
      case 'go-to-dashboard':
        edges.goTo('/dashboard');
        return null;
      case 'keep-focus':
        edges.setSentFrom(document.activeElement instanceof HTMLElement ? document.activeElement : null);
        return null;
      case 'submit':
        return submit(edges, effect);
      case 'forget-draft':
        edges.clearRegistration();
        edges.setOrigin(() => null);
        return null;
      case 'locate-refusal': {
        // Loaded with the refusal (the submit's chunk already fetched it), never with the first step.
        const { refusalAt } = await import('@/core/registration/refused-answer');
        return { type: 'refusal-located', at: effect.at, refusal: refusalAt(effect.answer, effect.at.ctx) };
      }
      case 'end-session':
        edges.onSessionEnded();
        return null;
      case 'leave':
        // Another brand: a full page load, as each page load serves one brand.
        window.location.assign(effect.href);
        return null;
    }
  };
}
