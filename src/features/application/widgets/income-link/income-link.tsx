import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { OAUTH_STATE_PARAM, saveOAuthReturn } from '@/core/navigation/oauth-return';
import '@/renderer/form/form.css';
import { useStartBankLink } from '../../api/start-bank-link';
import type { ScreenWidgetProps } from '../../screen-widget';
import { words } from '../../widget-parts/copy';
import { FormAlert } from '../../widget-parts/form-alert';
import { useAction } from '../../widget-parts/use-action';
import './income-link.css';

/** The bank-link return route (flows/routes/pages.json). */
const OAUTH_RETURN_PATH = '/account/heloc/plaid-oauth-success';

/**
 * income/link/:type: says what linking the provider shares and posts link-income with the type.
 * A provider of options.oauthProviders (the bank link) signs the borrower in at their bank: Connect
 * keeps the application and this screen (core/navigation/oauth-return) and leaves for the bank,
 * which sends them back through plaid-oauth-success to this screen with ?oauth_state_id=; the
 * link is then finished once, on arrival. Other providers' windows are simulated: Connect stands
 * for the borrower finishing them. income/pointserv-callback (options.providerType,
 * options.completeOnArrival) is where PointServ sends the borrower back: it posts the same task
 * once, on arrival.
 */
export default function IncomeLink({
  uuid,
  screenPath,
  copy,
  options,
  params,
  submitTask,
  goTo,
}: ScreenWidgetProps<'income-link'>) {
  const word = words(copy);
  const providerTypes: readonly string[] = options.providerTypes;
  const type = options.providerType ?? params.type ?? '';
  const known = providerTypes.includes(type);
  const viaBank = (options.oauthProviders ?? []).some((p) => p === type);
  const [search] = useSearchParams();
  const oauthStateId = viaBank ? search.get(OAUTH_STATE_PARAM) : null;
  const declinedAtBank = oauthStateId !== null && search.has('error');
  const onArrival = options.completeOnArrival === true || (oauthStateId !== null && !declinedAtBank);
  const startBankLink = useStartBankLink(uuid);
  const action = useAction();
  const id = useId();
  const sent = useRef(false);
  const { run } = action;
  const link = () => submitTask('link-income', { providerType: type, ...(oauthStateId ? { oauthStateId } : {}) });

  const connect = () =>
    run(async () => {
      if (!viaBank || (oauthStateId && !declinedAtBank)) return link();
      const { oauthUrl } = await startBankLink.mutateAsync({ purpose: 'INCOME', redirectUri: OAUTH_RETURN_PATH });
      saveOAuthReturn(window.localStorage, { uuid, screen: screenPath.replace(':type', type) }, Date.now());
      window.location.assign(oauthUrl);
    });

  // The arrival is one moment: the link is sent with what the screen holds then.
  const arrive = useEffectEvent(() => void run(link));
  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!onArrival || !known || sent.current) return;
    sent.current = true;
    arrive();
  }, [onArrival, known]);

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
      {declinedAtBank && <p role="alert">{word('declinedAtBank')}</p>}
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
