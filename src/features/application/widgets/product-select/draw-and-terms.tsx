import { panelOptions } from '@/core/application/offer-choice';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import type { ScreenWidgetProps } from '../../screen-widget';
import { DrawAmount } from './draw-amount';
import { OfferPanelView } from './offer-panel-view';
import { word } from './offer-words';
import type { useDraw } from './use-draw';

/** The initial draw of an offer and its estimated terms: on product/select, or on its own page when split. */
export function DrawAndTerms({
  application,
  copy,
  offer,
  draw,
}: Pick<ScreenWidgetProps, 'application' | 'copy'> & { offer: HelocOffer; draw: ReturnType<typeof useDraw> }) {
  return (
    <>
      <DrawAmount copy={copy} {...draw.field} />
      <OfferPanelView
        copy={copy}
        offer={offer}
        drawAmount={draw.amount}
        options={panelOptions(application)}
        heading={word(copy, 'panelHeading')}
      />
    </>
  );
}
