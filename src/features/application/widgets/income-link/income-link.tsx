import { useEffect, useId, useRef } from 'react';
import '@/renderer/form/form.css';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';
import './income-link.css';

/**
 * income/link/:type: says what linking the provider shares and posts link-income with the type.
 * The provider's own window is simulated: Connect stands for the borrower finishing it.
 * income/pointserv-callback (options.providerType, options.completeOnArrival) is where the
 * provider sends the borrower back: it posts the same task once, on arrival.
 */
export default function IncomeLink({ copy, options, params, submitTask, goTo }: ScreenWidgetProps) {
  const word = words(copy);
  const providerTypes = (options.providerTypes ?? []) as string[];
  const type = (options.providerType as string | undefined) ?? params.type ?? '';
  const known = providerTypes.includes(type);
  const onArrival = options.completeOnArrival === true;
  const action = useAction();
  const id = useId();
  const sent = useRef(false);
  const { run } = action;
  const connect = () => run(() => submitTask('link-income', { providerType: type }));

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!onArrival || !known || sent.current) return;
    sent.current = true;
    void run(() => submitTask('link-income', { providerType: type }));
  }, [onArrival, known, run, submitTask, type]);

  if (!known) {
    return (
      <div className="income-link">
        <p role="alert">{word('unknownType')}</p>
        <button type="button" className="button" onClick={() => goTo('income/review')}>
          {word('otherWay')}
        </button>
      </div>
    );
  }

  return (
    <div className="income-link">
      <h2 className="income-link__provider">{word(`${type}.name`)}</h2>
      <p>{word(`${type}.explanation`)}</p>
      <ul className="income-link__points">
        <li>{word('privacyPoint')}</li>
        <li>{word('accessPoint')}</li>
      </ul>
      <FormAlert id={`${id}-alert`} message={action.error} />
      {onArrival && action.pending && <p role="status">{word('completing')}</p>}
      <div className="form-actions income-link__actions">
        <button
          type="button"
          className="button form-submit"
          onClick={() => void connect()}
          aria-disabled={action.pending || undefined}
          aria-busy={action.pending || undefined}
        >
          {action.pending ? word('connecting') : word(onArrival ? 'retry' : 'connect')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => goTo('income/review')}>
          {word('otherWay')}
        </button>
      </div>
    </div>
  );
}
