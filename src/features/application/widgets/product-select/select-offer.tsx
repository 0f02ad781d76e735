import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  choiceQuery,
  defaultDraw,
  offersOf,
  panelOptions,
  parseChoice,
  parseDrawInput,
} from '@/core/application/offer-choice';
import { drawBounds, isDrawAmountValid } from '@/core/offer/draw';
import { originScreen, readRouteState } from '@/core/application/route-origin';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import type { ScreenWidgetProps } from '../../screen-widget';
import { DrawAmount } from './draw-amount';
import { OfferPanelView } from './offer-panel-view';
import { money, offerDetail, offerLabel, word } from './offer-words';

/** product/select: pick an offer and the initial draw, see the panel, then go on to confirm. */
export function SelectOffer({ application, copy, goTo }: ScreenWidgetProps) {
  const offers = offersOf(application);
  const [search] = useSearchParams();
  // Routing's state: where the borrower returns once the offer is confirmed, and the decision.
  const routeState = readRouteState(useLocation().state);
  const origin = originScreen(routeState);
  const earlier = parseChoice(search.toString(), offers);
  const [offerId, setOfferId] = useState(earlier?.offer.id ?? offers[0]?.id);
  const offer = offers.find((o) => o.id === offerId);
  const [amount, setAmount] = useState(() => earlier?.drawAmount ?? (offer ? defaultDraw(offer) : 0));
  const [text, setText] = useState(money(amount));
  const [showError, setShowError] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  if (!offer) return <p>{word(copy, 'noOffers')}</p>;

  const bounds = drawBounds(offer);
  const typed = parseDrawInput(text);
  const valid = isDrawAmountValid(offer, typed);
  const error =
    showError && !valid ? word(copy, 'drawInvalid', { min: money(bounds.min), max: money(bounds.max) }) : null;

  const choose = (next: HelocOffer) => {
    setOfferId(next.id);
    const kept = isDrawAmountValid(next, amount) ? amount : defaultDraw(next);
    setAmount(kept);
    setText(money(kept));
  };
  const slide = (value: number) => {
    setAmount(value);
    setText(money(value));
    setShowError(false);
  };
  const type = (value: string) => {
    setText(value);
    const parsed = parseDrawInput(value);
    if (isDrawAmountValid(offer, parsed)) setAmount(parsed);
  };
  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setShowError(true);
      field.current?.focus();
      return;
    }
    goTo(`product/select/confirm${choiceQuery({ offerId: offer.id, drawAmount: typed })}`, { ...routeState });
  };

  return (
    <form noValidate onSubmit={next} className="offer-select">
      {origin && <p role="note">{word(copy, 'returnNote', { originTitle: origin.title })}</p>}
      <fieldset className="offer-select__offers">
        <legend>{word(copy, 'offersLegend')}</legend>
        {offers.map((o) => (
          <label key={o.id} className="choice offer-select__offer">
            <input type="radio" name="offer" value={o.id} checked={o.id === offer.id} onChange={() => choose(o)} />
            <span>
              <span className="offer-select__offer-name">{offerLabel(copy, o)}</span>
              <span className="offer-select__offer-detail">{offerDetail(copy, o, drawBounds(o))}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <DrawAmount
        fieldRef={field}
        copy={copy}
        bounds={bounds}
        text={text}
        value={amount}
        error={error}
        onSlide={slide}
        onType={type}
        onBlur={() => setShowError(true)}
      />
      <OfferPanelView
        copy={copy}
        offer={offer}
        drawAmount={amount}
        options={panelOptions(application)}
        heading={word(copy, 'panelHeading')}
      />
      <p>
        <button type="submit" className="button">
          {word(copy, 'continue')}
        </button>
      </p>
    </form>
  );
}
