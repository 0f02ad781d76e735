import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { choiceQuery, offersOf, panelOptions, parseChoice } from '@/core/application/offer-choice';
import type { ScreenWidgetProps } from '../../screen-widget';
import { TaskAlert, taskFailureMessage } from '../../task-alert';
import { OfferPanelView } from './offer-panel-view';
import { offerLabel, word } from './offer-words';

/** product/select/confirm: the chosen offer and draw once more, then select-offer is posted. */
export function ConfirmOffer({ application, copy, goTo, submitTask }: ScreenWidgetProps) {
  const [search] = useSearchParams();
  const choice = parseChoice(search.toString(), offersOf(application));
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!choice) {
    return (
      <>
        <p>{word(copy, 'noChoice')}</p>
        <p>
          <button type="button" className="button" onClick={() => goTo('product/select')}>
            {word(copy, 'chooseOffer')}
          </button>
        </p>
      </>
    );
  }
  const { offer, drawAmount } = choice;
  const confirm = async () => {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await submitTask('select-offer', { offerId: offer.id, drawAmount });
    } catch (error) {
      setFailure(taskFailureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <>
      {failure && <TaskAlert message={failure} />}
      <p className="offer-select__offer-name">{offerLabel(copy, offer)}</p>
      <OfferPanelView copy={copy} offer={offer} drawAmount={drawAmount} options={panelOptions(application)} heading={word(copy, 'summaryHeading')} />
      <p className="application-actions">
        <button type="button" className="button" aria-busy={submitting} onClick={() => void confirm()}>
          {submitting ? word(copy, 'submitting') : word(copy, 'confirm')}
        </button>
        <button type="button" className="button button--secondary" disabled={submitting} onClick={() => goTo(`product/select${choiceQuery({ offerId: offer.id, drawAmount })}`)}>
          {word(copy, 'change')}
        </button>
      </p>
    </>
  );
}
