import { useLocation, useSearchParams } from 'react-router';
import { choiceQuery, offersOf, panelOptions, parseChoice } from '@/core/application/offer-choice';
import { offerPanel } from '@/core/offer/offer-panel';
import { readRouteState } from '@/core/application/route-origin';
import type { HelocOffer } from '@/generated/types/heloc-offer-set';
import type { ScreenWidgetProps } from '../../screen-widget';
import { DrawAndTerms } from './draw-and-terms';
import { NoChoice } from './no-choice';
import { OfferActions } from './offer-actions';
import { offerLabel, word } from './offer-words';
import { useDraw } from './use-draw';

/**
 * product/select/draw (offer selection over pages): the offer chosen on product/select, the
 * initial draw and the panel, then on to confirm; "Change my offer" goes back with the choice.
 */
export function DrawOffer({ application, copy, goTo }: ScreenWidgetProps) {
  const [search] = useSearchParams();
  const choice = parseChoice(search.toString(), offersOf(application));
  if (!choice) return <NoChoice copy={copy} goTo={goTo} />;
  return (
    <DrawForm key={choice.offer.id} {...{ application, copy, goTo }} offer={choice.offer} first={choice.drawAmount} />
  );
}

function DrawForm({
  application,
  copy,
  goTo,
  offer,
  first,
}: Pick<ScreenWidgetProps, 'application' | 'copy' | 'goTo'> & { offer: HelocOffer; first: number }) {
  const location = useLocation();
  const [, setSearch] = useSearchParams();
  // Routing's state (the origin to return to, the decision) goes on with the choice, both ways.
  const routeState = readRouteState(location.state);
  const draw = useDraw(offer, first, copy);
  const next = (event: React.FormEvent) => {
    event.preventDefault();
    const drawAmount = draw.check();
    if (drawAmount === null) return;
    const choice = choiceQuery({ offerId: offer.id, drawAmount });
    // This page's entry keeps the amount, so Back from the confirm step finds it.
    setSearch(new URLSearchParams(choice), { replace: true, state: location.state });
    goTo(`product/select/confirm${choice}`, { ...routeState });
  };
  const change = () =>
    goTo(`product/select${choiceQuery({ offerId: offer.id, drawAmount: draw.amount })}`, {
      ...routeState,
    });
  return (
    <form noValidate onSubmit={next} className="offer-select">
      <p className="offer-select__offer-name">{offerLabel(copy, offer)}</p>
      <DrawAndTerms application={application} copy={copy} offer={offer} draw={draw} />
      <OfferActions copy={copy} figures={offerPanel(offer, draw.amount, panelOptions(application))} />
      <p className="offer-select__more">
        <button type="button" className="button button--secondary" onClick={change}>
          {word(copy, 'change')}
        </button>
      </p>
    </form>
  );
}
