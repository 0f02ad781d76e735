import { useId } from 'react';
import { drawBounds } from '@/core/offer/draw';
import type { OfferPanelFigures } from '@/core/offer/offer-panel';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import { aprFigure, FigureList, paymentFigure, termFigure } from './offer-figures';
import { money, offerDetail, offerLabel, word, type Copy } from './offer-words';

/**
 * One offer to choose: its name, then its monthly payment large with its APR and term, for the
 * draw it would start with. The radio is named by the offer's name and described by the figures
 * and the details; the label stretches over the whole card, so a tap anywhere on it chooses it.
 */
export function OfferCard({
  copy,
  offer,
  figures,
  checked,
  onChoose,
}: {
  copy: Copy;
  offer: HelocOffer;
  /** Null for an offer that allows no draw (minDraw above maxDraw): its name and details only. */
  figures: OfferPanelFigures | null;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = useId();
  return (
    <div className="offer-card">
      <input
        id={`${id}-radio`}
        className="choice__input offer-card__radio"
        type="radio"
        name="offer"
        value={offer.id}
        checked={checked}
        onChange={onChoose}
        aria-describedby={figures ? `${id}-figures ${id}-detail` : `${id}-detail`}
      />
      <div className="offer-card__body">
        <label htmlFor={`${id}-radio`} className="offer-card__name">
          {offerLabel(copy, offer)}
        </label>
        {figures && (
          <FigureList
            id={`${id}-figures`}
            className="offer-card__figures"
            figures={[paymentFigure(copy, figures, true), aprFigure(copy, figures), termFigure(copy, figures)]}
          />
        )}
        <p id={`${id}-detail`} className="offer-card__detail">
          {figures && `${word(copy, 'offerDrawBasis', { draw: money(figures.initialDraw) })} `}
          {offerDetail(copy, offer, drawBounds(offer))}
        </p>
      </div>
    </div>
  );
}
