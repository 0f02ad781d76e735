import '@/renderer/form/form.css';
import { useScreenCondition } from '@/api/use-screen-condition';
import { applicationCopy } from '@/core/application/screens';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ConfirmOffer } from './confirm-offer';
import { DrawOffer } from './draw-offer';
import { SelectOffer } from './select-offer';
import './product-select.css';

/**
 * Offer selection, by options.step: "select" (product/select), "draw" (product/select/draw) or
 * "confirm" (product/select/confirm).
 */
export default function ProductSelect(props: ScreenWidgetProps<'product-select'>) {
  if (props.options.step === 'confirm') return <ConfirmOffer {...props} />;
  if (props.options.step === 'draw') return <DrawOffer {...props} />;
  return <SelectStep {...props} />;
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
  return <SelectOffer {...props} split={split === true} />;
}
