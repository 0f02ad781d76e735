import { useLocation, useSearchParams } from 'react-router';
import { readRouteState } from '@/core/application/route-origin';
import { choiceQuery, offersOf, panelOptions, parseChoice } from '@/core/application/offer-choice';
import { useOriginScreen } from '../../screen-loading';
import type { ScreenWidgetProps } from '../../screen-widget';
import { TaskAlert } from '../../task-alert';
import { useAction } from '../../widget-parts/use-action';
import { NoChoice } from './no-choice';
import { OfferPanelView } from './offer-panel-view';
import { offerLabel, word } from './offer-words';

/** product/select/confirm: the chosen offer and draw once more, then select-offer is posted. */
export function ConfirmOffer({ application, copy, goTo, submitTask }: ScreenWidgetProps) {
  const [search] = useSearchParams();
  const routeState = readRouteState(useLocation().state);
  const origin = useOriginScreen(routeState);
  const choice = parseChoice(search.toString(), offersOf(application));
  const { pending: submitting, error: failure, run } = useAction();
  if (!choice) return <NoChoice copy={copy} goTo={goTo} />;
  const { offer, drawAmount } = choice;
  // The origin routing passed (a verified offer: signing/intro) tells the back end where confirming returns.
  const confirm = () =>
    run(() =>
      submitTask('select-offer', {
        offerId: offer.id,
        drawAmount,
        ...(origin?.path === 'signing/intro' ? { origin: origin.path } : {}),
      }),
    );
  return (
    <>
      {failure && <TaskAlert message={failure} />}
      <p className="offer-select__offer-name">{offerLabel(copy, offer)}</p>
      <OfferPanelView
        copy={copy}
        offer={offer}
        drawAmount={drawAmount}
        options={panelOptions(application)}
        heading={word(copy, 'summaryHeading')}
      />
      <p className="application-actions">
        <button type="button" className="button" aria-busy={submitting} onClick={() => void confirm()}>
          {submitting ? word(copy, 'submitting') : word(copy, 'confirm')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={submitting}
          onClick={() => goTo(`product/select${choiceQuery({ offerId: offer.id, drawAmount })}`, { ...routeState })}
        >
          {word(copy, 'change')}
        </button>
        {origin && (
          <button
            type="button"
            className="button button--secondary"
            disabled={submitting}
            onClick={() => goTo(origin.path)}
          >
            {word(copy, 'returnTo', { originTitle: origin.title })}
          </button>
        )}
      </p>
    </>
  );
}
