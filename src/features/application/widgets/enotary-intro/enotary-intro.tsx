import { useId, useState } from 'react';
import { notaryLocation, startNotaryBody } from '@/core/application/notary-location';
import { atOptionStatus } from '@/core/application/widget-status';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';
import { askBrowserLocation, GeolocationExplainer } from './geolocation-explainer';

/**
 * notary/intro ('Talk to eNotary'): start-notary opens the session, then the borrower goes to
 * notary/session. Starting does not change the screen the status routes to, so the widget moves
 * on itself; a borrower who comes back to a started session (options.statuses.started: the status
 * once the session has started, which still routes to notary/intro until signed) is taken
 * straight back to it. Before a new session the geolocation explainer says why the notary asks
 * where the borrower is; Continue asks the browser, and the location goes with start-notary when
 * the borrower shares it (without it the notary asks on the call).
 */
export default function EnotaryIntro({
  application,
  copy,
  options,
  submitTask,
  goTo,
}: ScreenWidgetProps<'enotary-intro'>) {
  const word = words(copy);
  const action = useAction();
  const id = useId();
  const started = atOptionStatus(options, 'started', application.status.checklistStatus);
  const [explaining, setExplaining] = useState(false);

  const start = () => {
    if (started) void action.run(async () => goTo('notary/session'));
    else setExplaining(true);
  };
  const shareAndStart = () => {
    setExplaining(false);
    void action.run(async () => {
      const coords = await askBrowserLocation();
      await submitTask('start-notary', startNotaryBody(coords && notaryLocation(coords)));
      goTo('notary/session');
    });
  };

  return (
    <div className="enotary-intro">
      <h2 className="enotary-intro__heading">{word('checklistHeading')}</h2>
      <ul>
        <li>{word('checklistDevice')}</li>
        <li>{word('checklistId')}</li>
        <li>{word('checklistPlace')}</li>
      </ul>
      <FormAlert id={`${id}-alert`} message={action.error} />
      <div className="form-actions">
        <button
          type="button"
          className="button form-submit"
          onClick={start}
          aria-disabled={action.pending || undefined}
          aria-busy={action.pending || undefined}
          aria-describedby={action.error ? `${id}-alert` : undefined}
        >
          {action.pending ? word('starting') : word(started ? 'resume' : 'start')}
        </button>
      </div>
      {explaining && (
        <GeolocationExplainer word={word} onContinue={shareAndStart} onClose={() => setExplaining(false)} />
      )}
    </div>
  );
}
