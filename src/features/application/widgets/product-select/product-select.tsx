import '@/renderer/form/form.css';
import { useOptionFlag } from '@/api/get-feature';
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
 * options.splitWhenFlag names the flag that splits selection over pages (offers here, the draw
 * and the panel on product/select/draw); the step waits for its answer rather than drawing one
 * shape and then the other.
 */
function SelectStep(props: ScreenWidgetProps<'product-select'>) {
  const flag = props.options.splitWhenFlag;
  const split = useOptionFlag(flag);
  if (flag !== undefined && split === undefined) return <p role="status">{applicationCopy.routing.loading}</p>;
  return <SelectOffer {...props} split={split === true} />;
}
