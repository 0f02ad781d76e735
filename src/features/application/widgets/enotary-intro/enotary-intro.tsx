import { useId } from 'react';
import { atOptionStatus } from '@/core/application/widget-status';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';

/**
 * notary/intro ('Talk to eNotary'): start-notary opens the session, then the borrower goes to
 * notary/session. Starting does not change the screen the status routes to, so the widget moves
 * on itself; a borrower who comes back to a started session (options.statuses.started: the status
 * once the session has started, which still routes to notary/intro until signed) is taken
 * straight back to it.
 */
export default function EnotaryIntro({ application, copy, options, submitTask, goTo }: ScreenWidgetProps) {
  const word = words(copy);
  const action = useAction();
  const id = useId();
  const started = atOptionStatus(options, 'started', application.status.checklistStatus);

  const start = () =>
    void action.run(async () => {
      if (!started) await submitTask('start-notary', {});
      goTo('notary/session');
    });

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
    </div>
  );
}
