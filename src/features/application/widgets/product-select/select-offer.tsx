import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  choiceQuery,
  defaultDraw,
  drawFor,
  offersOf,
  panelOptions,
  parseChoice,
} from '@/core/application/offer-choice';
import { readRouteState } from '@/core/application/route-origin';
import { isDrawAmountValid } from '@/core/offer/draw';
import { offerPanel } from '@/core/offer/offer-panel';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import { useOriginScreen } from '../../screen-loading';
import type { ScreenWidgetProps } from '../../screen-widget';
import { DrawAndTerms } from './draw-and-terms';
import { OfferActions } from './offer-actions';
import { OfferCard } from './offer-card';
import { word } from './offer-words';
import { useDraw } from './use-draw';

export interface SelectOfferProps extends ScreenWidgetProps {
  /** Offer selection over pages: only the offers here, the draw and the panel on product/select/draw. */
  split: boolean;
  /** The borrower has started on the offers (focus or a press in the form): what comes next may load. */
  onStart?: () => void;
}

/**
 * product/select: pick an offer, and (on one page) the initial draw with the panel, then go on to
 * confirm; split over pages, go on to the draw page instead.
 */
export function SelectOffer(props: SelectOfferProps) {
  const offers = offersOf(props.application);
  const [search] = useSearchParams();
  const earlier = parseChoice(search.toString(), offers);
  const first = earlier?.offer ?? offers[0];
  if (!first) return <p>{word(props.copy, 'noOffers')}</p>;
  return <OfferForm {...props} offers={offers} first={first} firstDraw={earlier?.drawAmount ?? defaultDraw(first)} />;
}

function OfferForm({
  application,
  copy,
  goTo,
  split,
  onStart,
  offers,
  first,
  firstDraw,
}: SelectOfferProps & { offers: HelocOffer[]; first: HelocOffer; firstDraw: number }) {
  const location = useLocation();
  const [, setSearch] = useSearchParams();
  // Routing's state: where the borrower returns once the offer is confirmed, and the decision.
  const routeState = readRouteState(location.state);
  const origin = useOriginScreen(routeState);
  const [offerId, setOfferId] = useState(first.id);
  const offer = offers.find((o) => o.id === offerId) ?? first;
  const draw = useDraw(offer, firstDraw, copy);
  const options = panelOptions(application);
  // Each offer's figures at the draw it would take if chosen now; none for an offer allowing no draw.
  const figuresOf = (o: HelocOffer) => {
    const amount = drawFor(o, draw.amount);
    return isDrawAmountValid(o, amount) ? offerPanel(o, amount, options) : null;
  };

  const choose = (next: HelocOffer) => {
    setOfferId(next.id);
    draw.follow(next);
  };
  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (split) {
      // This page's entry keeps the choice, so Back from the draw page finds it chosen.
      const choice = choiceQuery({ offerId: offer.id, drawAmount: draw.amount });
      setSearch(new URLSearchParams(choice), { replace: true, state: location.state });
      goTo(`product/select/draw${choice}`, { ...routeState });
      return;
    }
    const drawAmount = draw.check();
    if (drawAmount === null) return;
    goTo(`product/select/confirm${choiceQuery({ offerId: offer.id, drawAmount })}`, { ...routeState });
  };

  const chosen = figuresOf(offer);
  return (
    <form noValidate onSubmit={next} onFocus={onStart} onPointerDown={onStart} className="offer-select">
      {origin && <p role="note">{word(copy, 'returnNote', { originTitle: origin.title })}</p>}
      <fieldset className="field-group offer-select__offers">
        <legend className="field-group__legend">{word(copy, 'offersLegend')}</legend>
        {offers.map((o) => (
          <OfferCard
            key={o.id}
            copy={copy}
            offer={o}
            figures={figuresOf(o)}
            checked={o.id === offer.id}
            onChoose={() => choose(o)}
          />
        ))}
      </fieldset>
      {!split && <DrawAndTerms application={application} copy={copy} offer={offer} draw={draw} />}
      <OfferActions copy={copy} figures={chosen} />
    </form>
  );
}
