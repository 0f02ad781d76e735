import '@/renderer/form/form.css';
import { use } from 'react';
import { useScreenCondition } from '@/api/use-screen-condition';
import { applicationCopy } from '@/core/application/screens';
import type { ScreenWidgetProps } from '../../screen-widget';
import { SelectOffer } from './select-offer';
import './product-select.css';

interface LaterSteps {
  ConfirmOffer: typeof import('./confirm-offer').ConfirmOffer;
  DrawOffer: typeof import('./draw-offer').DrawOffer;
}
let laterSteps: Promise<LaterSteps> | undefined;
let loadedSteps: LaterSteps | undefined;

/**
 * The draw and confirm steps: loaded when one is opened, or once the borrower starts on the offers
 * (so the next step draws at once), not with product/select, the first screen many borrowers open
 * (about 1 KB gzip less on its first load).
 */
export function loadLaterSteps(): Promise<LaterSteps> {
  return (laterSteps ??= Promise.all([import('./confirm-offer'), import('./draw-offer')]).then(
    ([{ ConfirmOffer }, { DrawOffer }]) => (loadedSteps = { ConfirmOffer, DrawOffer }),
  ));
}

/**
 * Offer selection, by options.step: "select" (product/select), "draw" (product/select/draw) or
 * "confirm" (product/select/confirm). A later step suspends (the widget's loading status) until
 * its code is in.
 */
export default function ProductSelect(props: ScreenWidgetProps<'product-select'>) {
  const step = props.options.step;
  if (step !== 'confirm' && step !== 'draw') return <SelectStep {...props} />;
  const { ConfirmOffer, DrawOffer } = loadedSteps ?? use(loadLaterSteps());
  return step === 'confirm' ? <ConfirmOffer {...props} /> : <DrawOffer {...props} />;
}

/**
 * options.splitWhen: while it holds (its flag on), selection is split over pages (offers here, the
 * draw and the panel on product/select/draw); the step waits for its flags' answers rather than
 * drawing one shape and then the other.
 */
function SelectStep(props: ScreenWidgetProps<'product-select'>) {
  const when = props.options.splitWhen;
  const split = useScreenCondition(when, props.application);
  if (when !== undefined && split === undefined) return <p role="status">{applicationCopy.routing.loading}</p>;
  return <SelectOffer {...props} split={split === true} onStart={() => void loadLaterSteps()} />;
}
