import { useAtom, useSetAtom } from 'jotai';
import { startTransition, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  productRegisterPath,
  stepByKey,
  stepUrl,
  type FlagState,
  type RegistrationData,
  type RegistrationProduct,
} from '@/core/registration';
import { initialJourney } from '@/core/registration/journey-state';
import type { JourneyEvent } from '@/core/registration/journey-events';
import { useBrand } from '@/renderer/brand/brand-context';
import { useHttp } from '@/renderer/http/http-context';
import { useAppNavigate } from '@/renderer/use-app-navigate';
import type { JourneyEdges } from './journey-effects';
import { useRegistrationContext } from './registration-context';
import { clearRegistrationAtom, registrationDataAtom } from './state/registration-atoms';
import { journeyOriginAtom, refusalAtom } from './state/journey-atoms';
import { useJourneyArrival, withOrg } from './use-journey-arrival';

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

/** The state machine and its effect runner: asked for on a step's first change, else by Continue. */
const loadMachine = () => Promise.all([import('@/core/registration/journey'), import('./journey-effects')]);
let machine: ReturnType<typeof loadMachine> | null = null;
/** Once in, a Continue steps it at once, inside its click, as before it was a chunk of its own. */
let loadedMachine: Awaited<ReturnType<typeof loadMachine>> | null = null;
const journeyMachine = () => (machine ??= loadMachine().then((loaded) => (loadedMachine = loaded)));

/**
 * One registration step's journey: the arrival, the draft, Continue and the submit. The decisions
 * are src/core/registration/journey.ts; this wires them to the router, the kept draft and the
 * calls (journey-effects.ts).
 */
export function useRegistrationJourney(props: RegistrationJourneyProps) {
  const { stepKey, legacy, flags, signedIn, product } = props;
  const http = useHttp();
  const brand = useBrand();
  const navigate = useAppNavigate();
  const location = useLocation();
  const [data, setData] = useAtom(registrationDataAtom);
  const [origin, setOrigin] = useAtom(journeyOriginAtom);
  const clearRegistration = useSetAtom(clearRegistrationAtom);
  // An answer the lender's contract refuses: the step that asks for it says what to fix.
  const [refusal, setRefusal] = useAtom(refusalAtom);
  const [state, setState] = useState(initialJourney);
  const current = useRef(state);
  // What the borrower sent the last step with: a modal the answer opens gives focus back to it.
  const [sentFrom, setSentFrom] = useState<HTMLElement | null>(null);
  const ready = useJourneyArrival(signedIn, state.done !== null);
  const ctx = useRegistrationContext(data, {
    flags,
    licensedStates: origin?.licensedStates ?? null,
    signedIn,
    product,
  });

  const urlFor = (key: string) =>
    withOrg(
      legacy ? `${productRegisterPath(product)}?step=${stepByKey(key).legacyStep}` : stepUrl(key),
      location.search,
    );
  // On the older path several steps share one ?step= value: the history entry names the step.
  const stateFor = (key: string) => (legacy ? { registrationStep: key } : undefined);

  /** Steps the state machine, runs its effects and the events they answer. */
  const dispatch = async (event: JourneyEvent): Promise<void> => {
    const [{ journeyStep }, { journeyEffects }] = loadedMachine ?? (await journeyMachine());
    const step = journeyStep(current.current, event);
    current.current = step.state;
    setState(step.state);
    const answers = await Promise.all(step.effects.map(journeyEffects(edges)));
    await Promise.all(answers.map((next) => (next ? dispatch(next) : undefined)));
  };

  const edges: JourneyEdges = {
    http,
    brand,
    origin,
    page: location.pathname,
    sessionLink: props.sessionLink,
    goToStep: (key) => void navigate(urlFor(key), { state: stateFor(key) }),
    goTo: (path) => void navigate(path),
    setData,
    setRefusal,
    setOrigin,
    clearRegistration,
    setSentFrom,
    onSessionEnded: props.onSessionEnded,
    dispatch: (event) => void dispatch(event),
  };

  return {
    state,
    ready,
    ctx,
    data,
    refusal,
    sentFrom,
    urlFor,
    stateFor,
    onChange: (answers: RegistrationData) => {
      void journeyMachine();
      // The field shows the key at once from the form's own state; the journey around it (the
      // step's conditions, warnings, progress) follows in a transition, after the key is painted.
      startTransition(() => setData(answers));
    },
    onContinue: (answers: RegistrationData) =>
      void dispatch({ type: 'continue', at: { stepKey, legacy, ctx: { ...ctx, data: answers } } }),
    send: (event: JourneyEvent) => void dispatch(event),
  };
}
