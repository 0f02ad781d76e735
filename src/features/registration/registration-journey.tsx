import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import {
  guardRedirect,
  modalLinkValues,
  modalView,
  previousStep,
  registrationCopy,
  stepUrl,
} from '@/core/registration';
import { isProcessing, PROPERTY_STEP } from '@/core/registration/journey-state';
import { journeyModalKey, journeyNotice } from '@/core/registration/journey-view';
import { brandTemplateValues, useBrand } from '@/renderer/brand/brand-context';
import { LazyBlockingModal } from './lazy-blocking-modal';
import { StepPage } from './step-page';
import { useRegistrationJourney, type RegistrationJourneyProps } from './use-registration-journey';

export type { RegistrationJourneyProps };
export { NOT_ACCEPTING_PATH } from './use-journey-arrival';

/** The processing-data modal: its own chunk, fetched when a submit starts, so the first step loads without it. */
const ProcessingModal = lazy(() => import('./processing-modal'));
/** The waitlist's button, its own chunk too: offered only after an answer the lender cannot serve. */
const WaitlistOffer = lazy(() => import('./waitlist-offer').then((m) => ({ default: m.WaitlistOffer })));

/** One registration step, its arrival, and the submit after the last (use-registration-journey.ts). */
export function RegistrationJourney(props: RegistrationJourneyProps) {
  const { stepKey, product } = props;
  const brand = useBrand();
  const journey = useRegistrationJourney(props);
  const { state, ctx, urlFor, stateFor, send } = journey;

  if (state.done) return <Navigate to={state.done.path} replace state={state.done.state} />;
  if (!journey.ready) return <p role="status">{registrationCopy.processing.messages[0]!.text}</p>;
  const guard = guardRedirect(stepKey, ctx);
  if (guard) return <Navigate to={urlFor(guard)} state={stateFor(guard)} replace />;

  const values = brandTemplateValues(brand);
  const back = previousStep(stepKey, ctx);
  const { outcome, ineligible } = state;
  const property = journey.data.propertyAddress;
  const modalKey = journeyModalKey(outcome);
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
        submitting={state.submitting}
        notice={journeyNotice(state, stepKey, values)}
        refused={journey.refusal?.step === stepKey ? journey.refusal.error : null}
        onChange={journey.onChange}
        onContinue={journey.onContinue}
      />
      {ineligible?.kind === 'state-not-served' && stepKey === PROPERTY_STEP && property && (
        <Suspense>
          <WaitlistOffer
            property={property}
            stateName={ineligible.stateName}
            data={journey.data}
            open={state.waitlistOpen}
            onOpen={() => send({ type: 'open-waitlist' })}
          />
        </Suspense>
      )}
      {state.processingShown && (
        <Suspense>
          <ProcessingModal
            working={isProcessing(state, stepKey)}
            stage={state.stage}
            onClosed={() => send({ type: 'processing-closed' })}
          />
        </Suspense>
      )}
      {modal && (
        <LazyBlockingModal
          {...modal}
          onDismiss={() => send({ type: 'dismiss-modal' })}
          returnFocusTo={journey.sentFrom}
        />
      )}
    </>
  );
}
