import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { ConfirmOffer } from './confirm-offer';
import { SelectOffer } from './select-offer';
import './product-select.css';

/** Offer selection: options.step "select" (product/select) or "confirm" (product/select/confirm). */
export default function ProductSelect(props: ScreenWidgetProps) {
  return props.options.step === 'confirm' ? <ConfirmOffer {...props} /> : <SelectOffer {...props} />;
}
