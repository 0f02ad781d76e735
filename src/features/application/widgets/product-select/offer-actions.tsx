import type { OfferPanelFigures } from '@/core/offer/offer-panel';
import { aprFigure, FigureList, paymentFigure } from './offer-figures';
import { word, type Copy } from './offer-words';

/**
 * The offer page's Continue. Below 1024 px it is a bar stuck to the bottom of the screen with the
 * chosen offer's monthly payment and APR beside the button (the figures are in the page above it on
 * wider screens, so there they are not drawn twice). Sticky, not fixed: the bar keeps its own place
 * at the end of the form, so it never covers the content under it once the form is scrolled
 * through; product-select.css keeps focused fields clear of it while it sticks.
 */
export function OfferActions({ copy, figures }: { copy: Copy; figures: OfferPanelFigures | null }) {
  return (
    <div className="offer-actions">
      {figures && (
        <FigureList
          className="offer-actions__figures"
          figures={[paymentFigure(copy, figures), aprFigure(copy, figures)]}
        />
      )}
      <button type="submit" className="button offer-actions__continue">
        {word(copy, 'continue')}
      </button>
    </div>
  );
}
